import type { Address, Hex } from 'viem'

/**
 * What names a pool on its chain: its contract's address (checksummed) when the pool is a
 * contract of its own, or, in a singleton DEX, the ID the singleton keys it by (e.g. Uniswap V4's
 * bytes32 pool ID, lower-case hex). The API writes it as the pool's `poolAddress`.
 */
export type PoolId = Hex

/** A pool's identity: what never changes after creation. */
export type Pool = {
  /** The pool's name on its chain (see `PoolId`): what stores, snapshots and the API key it by. */
  id: PoolId
  /**
   * The contract the pool lives in (checksummed): the pool itself, or the singleton holding it
   * (e.g. Uniswap V4's PoolManager). It holds the pool's tokens and emits its logs.
   */
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
