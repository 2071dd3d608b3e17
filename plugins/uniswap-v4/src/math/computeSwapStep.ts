import {
  getAmount0Delta,
  getAmount1Delta,
  getNextSqrtPriceFromInput,
  getNextSqrtPriceFromOutput,
  mulDiv,
  mulDivRoundingUp,
  type SwapStep,
} from '@sluice/concentrated-liquidity'
import { MAX_SWAP_FEE } from './constants.js'

/**
 * V4's `SwapMath.computeSwapStep`. Unlike V3's: `amountRemaining` is negative for exact input
 * (V4's sign convention); exact in takes the fee off the remaining amount first (rounded down,
 * `mulDiv(remaining, 10^6 - fee, 10^6)`) and, when the target is reached, charges
 * `mulDivRoundingUp(amountIn, fee, 10^6 - fee)` (the whole `amountIn` at a 100% fee); exact out
 * always charges that fee on its input. `feePips` is the swap fee (LP and protocol fee composed).
 * Writes into `out` (the swap loop reuses one object) and returns it.
 */
export function computeSwapStep(
  out: SwapStep,
  sqrtPriceCurrentX96: bigint,
  sqrtPriceTargetX96: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  feePips: bigint,
): SwapStep {
  const zeroForOne = sqrtPriceCurrentX96 >= sqrtPriceTargetX96
  if (amountRemaining < 0n) {
    const remaining = -amountRemaining
    const remainingLessFee = mulDiv(remaining, MAX_SWAP_FEE - feePips, MAX_SWAP_FEE)
    let amountIn = zeroForOne
      ? getAmount0Delta(sqrtPriceTargetX96, sqrtPriceCurrentX96, liquidity, true)
      : getAmount1Delta(sqrtPriceCurrentX96, sqrtPriceTargetX96, liquidity, true)
    if (remainingLessFee >= amountIn) {
      out.sqrtPriceNextX96 = sqrtPriceTargetX96
      out.feeAmount = feePips === MAX_SWAP_FEE ? amountIn : mulDivRoundingUp(amountIn, feePips, MAX_SWAP_FEE - feePips)
    } else {
      amountIn = remainingLessFee
      out.sqrtPriceNextX96 = getNextSqrtPriceFromInput(sqrtPriceCurrentX96, liquidity, remainingLessFee, zeroForOne)
      // The target is not reached: the rest of the remaining input is the fee.
      out.feeAmount = remaining - amountIn
    }
    out.amountIn = amountIn
    out.amountOut = zeroForOne
      ? getAmount1Delta(out.sqrtPriceNextX96, sqrtPriceCurrentX96, liquidity, false)
      : getAmount0Delta(sqrtPriceCurrentX96, out.sqrtPriceNextX96, liquidity, false)
    return out
  }
  let amountOut = zeroForOne
    ? getAmount1Delta(sqrtPriceTargetX96, sqrtPriceCurrentX96, liquidity, false)
    : getAmount0Delta(sqrtPriceCurrentX96, sqrtPriceTargetX96, liquidity, false)
  if (amountRemaining >= amountOut) {
    out.sqrtPriceNextX96 = sqrtPriceTargetX96
  } else {
    amountOut = amountRemaining
    out.sqrtPriceNextX96 = getNextSqrtPriceFromOutput(sqrtPriceCurrentX96, liquidity, amountOut, zeroForOne)
  }
  out.amountOut = amountOut
  out.amountIn = zeroForOne
    ? getAmount0Delta(out.sqrtPriceNextX96, sqrtPriceCurrentX96, liquidity, true)
    : getAmount1Delta(sqrtPriceCurrentX96, out.sqrtPriceNextX96, liquidity, true)
  out.feeAmount = mulDivRoundingUp(out.amountIn, feePips, MAX_SWAP_FEE - feePips)
  return out
}
