import { getAmount0Delta } from './getAmount0Delta.js'
import { getAmount1Delta } from './getAmount1Delta.js'
import { getNextSqrtPriceFromInput } from './getNextSqrtPriceFromInput.js'
import { getNextSqrtPriceFromOutput } from './getNextSqrtPriceFromOutput.js'
import { mulDiv } from './mulDiv.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

/**
 * What one swap step gives (`SwapMath.computeSwapStep`'s four return values): the price it
 * reaches and the amounts in, out and of fee. Every CL kind's step function fills one.
 */
export type SwapStep = {
  sqrtPriceNextX96: bigint
  amountIn: bigint
  amountOut: bigint
  feeAmount: bigint
}

const MILLION = 1_000_000n

/**
 * `SwapMath.computeSwapStep`: swap within one price range [current, target] of constant
 * liquidity. `amountRemaining` > 0 is exact in, < 0 exact out. Writes the result into `out`
 * (the swap loop reuses one object instead of allocating per step) and returns it. `fee` is
 * in millionths (pips).
 */
export function computeSwapStep(
  out: SwapStep,
  sqrtRatioCurrentX96: bigint,
  sqrtRatioTargetX96: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  fee: bigint,
): SwapStep {
  const zeroForOne = sqrtRatioCurrentX96 >= sqrtRatioTargetX96
  const exactIn = amountRemaining >= 0n
  let sqrtRatioNextX96: bigint
  let amountIn = 0n
  let amountOut = 0n

  if (exactIn) {
    const amountRemainingLessFee = mulDiv(amountRemaining, MILLION - fee, MILLION)
    amountIn = zeroForOne
      ? getAmount0Delta(sqrtRatioTargetX96, sqrtRatioCurrentX96, liquidity, true)
      : getAmount1Delta(sqrtRatioCurrentX96, sqrtRatioTargetX96, liquidity, true)
    sqrtRatioNextX96 =
      amountRemainingLessFee >= amountIn ? sqrtRatioTargetX96 : getNextSqrtPriceFromInput(sqrtRatioCurrentX96, liquidity, amountRemainingLessFee, zeroForOne)
  } else {
    amountOut = zeroForOne
      ? getAmount1Delta(sqrtRatioTargetX96, sqrtRatioCurrentX96, liquidity, false)
      : getAmount0Delta(sqrtRatioCurrentX96, sqrtRatioTargetX96, liquidity, false)
    sqrtRatioNextX96 =
      -amountRemaining >= amountOut ? sqrtRatioTargetX96 : getNextSqrtPriceFromOutput(sqrtRatioCurrentX96, liquidity, -amountRemaining, zeroForOne)
  }

  const max = sqrtRatioTargetX96 === sqrtRatioNextX96
  if (zeroForOne) {
    if (!(max && exactIn)) amountIn = getAmount0Delta(sqrtRatioNextX96, sqrtRatioCurrentX96, liquidity, true)
    if (!(max && !exactIn)) amountOut = getAmount1Delta(sqrtRatioNextX96, sqrtRatioCurrentX96, liquidity, false)
  } else {
    if (!(max && exactIn)) amountIn = getAmount1Delta(sqrtRatioCurrentX96, sqrtRatioNextX96, liquidity, true)
    if (!(max && !exactIn)) amountOut = getAmount0Delta(sqrtRatioCurrentX96, sqrtRatioNextX96, liquidity, false)
  }

  // Exact out never gives more than asked.
  if (!exactIn && amountOut > -amountRemaining) amountOut = -amountRemaining

  out.sqrtPriceNextX96 = sqrtRatioNextX96
  out.amountIn = amountIn
  out.amountOut = amountOut
  // Exact in that stops short of the target takes the whole remainder: what is not input is fee.
  out.feeAmount = exactIn && sqrtRatioNextX96 !== sqrtRatioTargetX96 ? amountRemaining - amountIn : mulDivRoundingUp(amountIn, fee, MILLION - fee)
  return out
}
