import { grossAmountOutForBuy } from '../encoder/grossAmountOutForBuy.js'
import { swapTerms } from '../encoder/swapTerms.js'
import type { Route } from '../types/Route.js'
import type { PartnerFee } from './ChainEngine.js'

export type ApplySwapTermsParameters = {
  route: Route
  /** Buy mode: the output the user asked for (the route delivers it plus the partner fee). */
  amountOut?: bigint | undefined
  slippage: number
  partnerFee?: PartnerFee | undefined
}

export type ApplySwapTermsReturnType = {
  /** What the user spends (wei). */
  amountIn: bigint
  /** What the user receives before slippage, partner fee deducted (wei). */
  amountOut: bigint
  /** Partner fee in the output token (wei); 0 without a fee. */
  feeAmount: bigint
  minOutputAmount: bigint | undefined
  maxInputAmount: bigint | undefined
}

/**
 * The user's side of a quote, by `swapTerms`, the same function `encodeSwap` uses (so a quote's
 * bounds are those its swap transaction enforces). Sell: the partner fee
 * (`floor(output * bps / 10000)`) comes off the route's output, and slippage bounds the rest from
 * below (rounded down). Buy: the user receives exactly the requested amount, the fee is the
 * gross-up of `grossAmountOutForBuy`, and slippage bounds the input from above (rounded up).
 */
export function applySwapTerms({ route, amountOut, slippage, partnerFee }: ApplySwapTermsParameters): ApplySwapTermsReturnType {
  const partnerFeeBps = partnerFee?.bps ?? 0
  const grossAmountOut = route.mode === 'sell' ? route.amountOut : grossAmountOutForBuy({ amountOut: amountOut ?? route.amountOut, partnerFeeBps })
  const terms = swapTerms({ mode: route.mode, amountIn: route.amountIn, grossAmountOut, slippage, partnerFeeBps })
  return {
    amountIn: terms.amountIn,
    amountOut: terms.amountOut,
    feeAmount: terms.feeAmount,
    minOutputAmount: terms.minAmountOut,
    maxInputAmount: terms.maxAmountIn,
  }
}
