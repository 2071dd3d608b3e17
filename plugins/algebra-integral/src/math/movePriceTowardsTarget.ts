import { SimulationError } from '@sluice/core'
import { getAmount0Delta, getAmount1Delta } from '@sluice/plugin-uniswap-v3'
import { FEE_DENOMINATOR, INT256_LIMIT } from './constants.js'
import { getNewPrice } from './getNewPrice.js'
import { mulDiv } from './mulDiv.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

/** One step's outcome; the caller passes the object to fill (the swap loop reuses one). */
export type PriceMovement = {
  resultPrice: bigint
  input: bigint
  output: bigint
  feeAmount: bigint
}

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
 */
export function movePriceTowardsTarget(
  out: PriceMovement,
  zeroToOne: boolean,
  currentPrice: bigint,
  targetPrice: bigint,
  liquidity: bigint,
  amountAvailable: bigint,
  fee: bigint,
): PriceMovement {
  if (amountAvailable >= 0n) {
    const amountAvailableAfterFee = mulDiv(amountAvailable, FEE_DENOMINATOR - fee, FEE_DENOMINATOR)
    let input = inputDelta(zeroToOne, targetPrice, currentPrice, liquidity)
    if (amountAvailableAfterFee >= input) {
      out.resultPrice = targetPrice
      out.feeAmount = mulDivRoundingUp(input, fee, FEE_DENOMINATOR - fee)
    } else {
      out.resultPrice = getNewPrice(currentPrice, liquidity, amountAvailableAfterFee, zeroToOne, true)
      if (out.resultPrice === targetPrice) throw new SimulationError({ reason: 'PANIC', details: 'movePriceTowardsTarget: assert failed.' })
      input = inputDelta(zeroToOne, out.resultPrice, currentPrice, liquidity)
      // The target is not reached: the rest of the amount is the fee.
      out.feeAmount = amountAvailable - input
    }
    out.input = input
    out.output = outputDelta(zeroToOne, out.resultPrice, currentPrice, liquidity)
    return out
  }
  const wanted = -amountAvailable
  if (wanted >= INT256_LIMIT) throw new SimulationError({ reason: 'invalidAmountRequired', details: 'The amount is type(int256).min.' })
  let output = outputDelta(zeroToOne, targetPrice, currentPrice, liquidity)
  if (wanted >= output) out.resultPrice = targetPrice
  else {
    out.resultPrice = getNewPrice(currentPrice, liquidity, wanted, zeroToOne, false)
    if (targetPrice !== out.resultPrice) output = outputDelta(zeroToOne, out.resultPrice, currentPrice, liquidity)
    // Never give more than is still wanted.
    if (output > wanted) output = wanted
  }
  out.output = output
  out.input = inputDelta(zeroToOne, out.resultPrice, currentPrice, liquidity)
  out.feeAmount = mulDivRoundingUp(out.input, fee, FEE_DENOMINATOR - fee)
  return out
}
