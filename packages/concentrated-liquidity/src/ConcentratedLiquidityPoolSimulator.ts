import type { Pool, QuoteExactInParameters, QuoteExactOutParameters, SwapResult } from '@sluice/core'
import type { Address } from 'viem'

const Q96_NUMBER = 2 ** 96

/**
 * The base of a CL kind's simulator class: quotes leave the simulator as it is, swaps apply
 * their outcome; the spot price and depth come from the current sqrt price and active
 * liquidity. A kind implements the exact-in and exact-out swaps (its checks, swap loop and gas),
 * how an outcome becomes its current slot, which side a token is, and its price and liquidity.
 *
 * A class, not closures: the solver clones simulators for every route it simulates, and a clone
 * is then one small object sharing the methods (and the pool's tick data).
 */
export abstract class ConcentratedLiquidityPoolSimulator<
  exactIn extends QuoteExactInParameters,
  exactOut extends QuoteExactOutParameters,
  swap extends { result: SwapResult },
> {
  readonly pool: Pool

  constructor(pool: Pool) {
    this.pool = pool
  }

  quoteExactIn(parameters: exactIn): SwapResult {
    return this.exactIn(parameters).result
  }

  swapExactIn(parameters: exactIn): SwapResult {
    return this.apply(this.exactIn(parameters))
  }

  quoteExactOut(parameters: exactOut): SwapResult {
    return this.exactOut(parameters).result
  }

  swapExactOut(parameters: exactOut): SwapResult {
    return this.apply(this.exactOut(parameters))
  }

  spotPrice(tokenIn: Address): number {
    const root = Number(this.sqrtPriceX96()) / Q96_NUMBER
    return this.isToken0(tokenIn) ? root * root : 1 / (root * root)
  }

  // The active liquidity as virtual reserves: x = L / √P, y = L · √P.
  depth(tokenIn: Address): number {
    const root = Number(this.sqrtPriceX96()) / Q96_NUMBER
    const liquidity = Number(this.activeLiquidity())
    return this.isToken0(tokenIn) ? liquidity / root : liquidity * root
  }

  /** The current sqrt price (Q64.96). */
  protected abstract sqrtPriceX96(): bigint
  /** The current active liquidity. */
  protected abstract activeLiquidity(): bigint
  /** Whether `token` is the pool's token0; throws core's `InvalidTokenError` for a token not in the pool. */
  protected abstract isToken0(token: Address): boolean
  /** The swap of an exact input, not applied. */
  protected abstract exactIn(parameters: exactIn): swap
  /** The swap of an exact output, not applied. */
  protected abstract exactOut(parameters: exactOut): swap
  /** Makes the swap's outcome the current slot; returns its result. */
  protected abstract apply(swap: swap): SwapResult
}
