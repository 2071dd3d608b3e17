import type { Address } from 'viem'

/** A V4 pool's identity (`PoolKey`): what its pool ID is the hash of. */
export type UniswapV4PoolKey = {
  currency0: Address
  currency1: Address
  /** LP fee in pips, or `0x800000` for a dynamic-fee pool. */
  fee: number
  tickSpacing: number
  hooks: Address
}
