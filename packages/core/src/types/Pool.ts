import type { Address } from 'viem'

/** A pool's identity: what never changes after creation. */
export type Pool = {
  /** Pool contract (checksummed). */
  address: Address
  /** ID of the source (DEX deployment) the pool belongs to. */
  sourceId: number
  /** The pool's tokens in the pool's own order (token0, token1 for Uniswap-style pools). */
  tokens: readonly [Address, Address]
  /** Swap fee in millionths (3000 = 0.3%). */
  fee: number
  /**
   * Pools that share a lock (a singleton DEX's manager, e.g. Uniswap V4's PoolManager) cannot run
   * inside each other's swap callback, so buy routes never chain two steps with the same lock.
   */
  lock?: string | undefined
  /** Source-specific constants (e.g. a V3 pool's tick spacing). */
  extra?: Readonly<Record<string, unknown>> | undefined
}

/** A pool's state at a block: `data` is the source type's own state object. */
export type PoolState<data = unknown> = {
  pool: Pool
  blockNumber: bigint
  data: data
}
