import type { QuoteExactInParameters, QuoteExactOutParameters, Simulator, SwapResult } from '@sluice/core'

/**
 * A CL kind's simulator: core's `Simulator` with the kind's quote parameters (a price limit
 * named its way), `slot()` (the current price, tick and liquidity after the swaps applied so
 * far, in the kind's shape), and what else the kind reports (`extra`); `clone` keeps all of it.
 */
export type ConcentratedLiquiditySimulator<
  exactIn extends QuoteExactInParameters,
  exactOut extends QuoteExactOutParameters,
  slot,
  extra extends object = object,
> = Omit<Simulator, 'quoteExactIn' | 'swapExactIn' | 'quoteExactOut' | 'swapExactOut' | 'clone'> &
  extra & {
    quoteExactIn(parameters: exactIn): SwapResult
    swapExactIn(parameters: exactIn): SwapResult
    quoteExactOut(parameters: exactOut): SwapResult
    swapExactOut(parameters: exactOut): SwapResult
    clone(): ConcentratedLiquiditySimulator<exactIn, exactOut, slot, extra>
    /** The current price, tick and liquidity (after the swaps applied so far). */
    slot(): slot
  }
