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

/**
 * A pure, synchronous, bigint model of one pool. `quote*` never changes the simulator;
 * `swap*` applies the swap to this simulator's own state (used to re-simulate a route with
 * shared state, so that liquidity is never counted twice). `clone` gives an independent copy.
 *
 * Failure is a thrown `SimulationError`, exactly where the contract reverts or would give zero.
 */
export type Simulator = {
  readonly pool: Pool
  quoteExactIn(parameters: QuoteExactInParameters): SwapResult
  swapExactIn(parameters: QuoteExactInParameters): SwapResult
  /** Optional capability: exact output. */
  quoteExactOut?: ((parameters: QuoteExactOutParameters) => SwapResult) | undefined
  swapExactOut?: ((parameters: QuoteExactOutParameters) => SwapResult) | undefined
  /** Marginal price of `tokenIn` in `tokenOut` units (raw wei ratio, fee excluded). */
  spotPrice(tokenIn: Address): number
  clone(): Simulator
}
