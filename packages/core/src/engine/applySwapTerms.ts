import { grossAmountOutForBuy } from '../encoder/grossAmountOutForBuy.js'
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

/** Slippage is applied in billionths, as the transaction encoder does, so quote and swap agree. */
const SCALE = 1_000_000_000n

/**
 * The user's side of a route, with the same arithmetic as `encodeSwap` (so a quote's bounds are
 * those its swap transaction enforces). Sell: the partner fee (`floor(output * bps / 10000)`) is
 * deducted from the route's output, and slippage bounds the rest from below (rounded down). Buy:
 * the user receives exactly the requested amount, the fee is the gross-up of
 * `grossAmountOutForBuy`, and slippage bounds the input from above (rounded up).
 */
export function applySwapTerms({ route, amountOut, slippage, partnerFee }: ApplySwapTermsParameters): ApplySwapTermsReturnType {
  const bps = partnerFee?.bps ?? 0
  const tolerance = BigInt(Math.round(slippage * Number(SCALE)))
  if (route.mode === 'sell') {
    const feeAmount = (route.amountOut * BigInt(bps)) / 10_000n
    const net = route.amountOut - feeAmount
    return { amountIn: route.amountIn, amountOut: net, feeAmount, minOutputAmount: (net * (SCALE - tolerance)) / SCALE, maxInputAmount: undefined }
  }
  const wanted = amountOut ?? route.amountOut
  return {
    amountIn: route.amountIn,
    amountOut: wanted,
    feeAmount: grossAmountOutForBuy({ amountOut: wanted, partnerFeeBps: bps }) - wanted,
    minOutputAmount: undefined,
    maxInputAmount: (route.amountIn * (SCALE + tolerance) + SCALE - 1n) / SCALE,
  }
}
