import type { Address } from 'viem'
import type { Pool } from './Pool.js'

export type QuoteExactInParameters = {
  tokenIn: Address
  amountIn: bigint
}

export type QuoteExactOutParameters = {
  tokenOut: Address
  amountOut: bigint
}

export type SwapResult = {
  /** Input the pool takes, in wei. */
  amountIn: bigint
  /** Output the pool gives, in wei. */
  amountOut: bigint
  /** Estimated gas units of this swap on chain (e.g. grows with V3 ticks crossed). */
  gas: bigint
}

/** What a simulator refused for want of state (`StateNotLoadedError`): the pool and the simulator's request. */
export type MissingPoolState = {
  /** `Pool.id` of the pool. */
  pool: string
  /** Opaque to core; the pool's adapter reads it (`SourceAdapter.loadState`). */
  request: unknown
}

/**
 * A pure, synchronous, bigint model of one pool. `quote*` never changes the simulator;
 * `swap*` applies the swap to this simulator's own state (used to re-simulate a route with
 * shared state, so that liquidity is never counted twice). `clone` gives an independent copy.
 *
 * Failure is a thrown `SimulationError`, exactly where the contract reverts or would give zero;
 * `StateNotLoadedError` (a `SimulationError`) when the answer needs state the simulator was not
 * given (its adapter's `loadState` can load it).
 *
 * Methods are called on the simulator (`simulator.quoteExactIn(…)`, or `.call(simulator, …)`): a
 * simulator may be a class instance, whose methods are not bound.
 */
export type Simulator = {
  readonly pool: Pool
  quoteExactIn(parameters: QuoteExactInParameters): SwapResult
  swapExactIn(parameters: QuoteExactInParameters): SwapResult
  /** Optional capability: exact output. */
  quoteExactOut?: ((parameters: QuoteExactOutParameters) => SwapResult) | undefined
  swapExactOut?: ((parameters: QuoteExactOutParameters) => SwapResult) | undefined
  /**
   * The swap fee in millionths that the pool charges in its current state (some DEXes change
   * it with state or time: Algebra's fee plugins, V4 hooks); `Pool.fee` is only its nominal tier.
   */
  fee(): number
  /** Marginal price of `tokenIn` in `tokenOut` units (raw wei ratio, fee excluded). */
  spotPrice(tokenIn: Address): number
  /**
   * Optional capability: the pool's virtual reserve of `tokenIn` at its current price (raw units,
   * as a float), the x of the x·y = k curve with the pool's price and local depth. The solver uses
   * it only to choose which pools to quote first; absent, the pool is taken as bottomless.
   */
  depth?: ((tokenIn: Address) => number) | undefined
  clone(): Simulator
}
