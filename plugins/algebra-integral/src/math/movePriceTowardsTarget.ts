import { getAmount0Delta, getAmount1Delta, INT256_LIMIT, mulDiv, mulDivRoundingUp, type SwapStep } from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'
import { FEE_DENOMINATOR } from './constants.js'
import { getNewPrice } from './getNewPrice.js'

// `TokenDeltaMath.getToken0Delta/getToken1Delta` are Uniswap's `getAmount0Delta/getAmount1Delta`
// with the prices passed in order (the same formulas and rounding; Uniswap's only sort them).
function inputDelta(zeroToOne: boolean, to: bigint, from: bigint, liquidity: bigint): bigint {
  return zeroToOne ? getAmount0Delta(to, from, liquidity, true) : getAmount1Delta(from, to, liquidity, true)
}

function outputDelta(zeroToOne: boolean, to: bigint, from: bigint, liquidity: bigint): bigint {
  return zeroToOne ? getAmount1Delta(to, from, liquidity, false) : getAmount0Delta(from, to, liquidity, false)
}

/**
 * `PriceMovementMath.movePriceTowardsTarget`: moves the price from `currentPrice` towards
 * `targetPrice` within one range of `liquidity`, spending at most `amountAvailable` (> 0: input
 * left, fee included; < 0: output still wanted). `fee` is in millionths, charged on the input.
 * The direction is the target's side of the price (`zeroToOne` when it is not above it). Writes
 * into `out` and returns it: Algebra's swap step, in the shape the library's swap loop takes.
 */
export function movePriceTowardsTarget(
  out: SwapStep,
  currentPrice: bigint,
  targetPrice: bigint,
  liquidity: bigint,
  amountAvailable: bigint,
  fee: bigint,
): SwapStep {
  const zeroToOne = currentPrice >= targetPrice
  if (amountAvailable >= 0n) {
    const amountAvailableAfterFee = mulDiv(amountAvailable, FEE_DENOMINATOR - fee, FEE_DENOMINATOR)
    let input = inputDelta(zeroToOne, targetPrice, currentPrice, liquidity)
    if (amountAvailableAfterFee >= input) {
      out.sqrtPriceNextX96 = targetPrice
      out.feeAmount = mulDivRoundingUp(input, fee, FEE_DENOMINATOR - fee)
    } else {
      out.sqrtPriceNextX96 = getNewPrice(currentPrice, liquidity, amountAvailableAfterFee, zeroToOne, true)
      if (out.sqrtPriceNextX96 === targetPrice) throw new SimulationError({ reason: 'PANIC', details: 'movePriceTowardsTarget: assert failed.' })
      input = inputDelta(zeroToOne, out.sqrtPriceNextX96, currentPrice, liquidity)
      // The target is not reached: the rest of the amount is the fee.
      out.feeAmount = amountAvailable - input
    }
    out.amountIn = input
    out.amountOut = outputDelta(zeroToOne, out.sqrtPriceNextX96, currentPrice, liquidity)
    return out
  }
  const wanted = -amountAvailable
  if (wanted >= INT256_LIMIT) throw new SimulationError({ reason: 'invalidAmountRequired', details: 'The amount is type(int256).min.' })
  let output = outputDelta(zeroToOne, targetPrice, currentPrice, liquidity)
  if (wanted >= output) out.sqrtPriceNextX96 = targetPrice
  else {
    out.sqrtPriceNextX96 = getNewPrice(currentPrice, liquidity, wanted, zeroToOne, false)
    if (targetPrice !== out.sqrtPriceNextX96) output = outputDelta(zeroToOne, out.sqrtPriceNextX96, currentPrice, liquidity)
    // Never give more than is still wanted.
    if (output > wanted) output = wanted
  }
  out.amountOut = output
  out.amountIn = inputDelta(zeroToOne, out.sqrtPriceNextX96, currentPrice, liquidity)
  out.feeAmount = mulDivRoundingUp(out.amountIn, fee, FEE_DENOMINATOR - fee)
  return out
}
