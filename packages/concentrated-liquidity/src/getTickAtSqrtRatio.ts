import { SimulationError } from '@sluice/core'
import { cachedSqrtRatioAtTick } from './cachedSqrtRatioAtTick.js'
import { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './constants.js'

/** Half the natural log of 1.0001: a sqrt price's tick is ln(√P) over it. */
const HALF_LN_TICK_BASE = Math.log(1.0001) / 2
const Q96 = 2 ** 96

/**
 * `TickMath.getTickAtSqrtRatio`: the greatest tick whose sqrt ratio (`getSqrtRatioAtTick`) is at
 * most `sqrtPriceX96`. Reverts (`R`) outside [MIN_SQRT_RATIO, MAX_SQRT_RATIO).
 *
 * The contract approximates log2 with fourteen 256-bit squarings and corrects by one tick; here a
 * float logarithm gives the tick to within one (a price on a tick's own ratio may land just below
 * it), and that definition, checked exactly against the memoised sqrt ratios of the neighbouring
 * ticks, makes it exact: the same tick as the contract's, far cheaper for the swap loop, which
 * needs one at the end of every swap that stops inside a price range.
 */
export function getTickAtSqrtRatio(sqrtPriceX96: bigint): number {
  if (sqrtPriceX96 < MIN_SQRT_RATIO || sqrtPriceX96 >= MAX_SQRT_RATIO)
    throw new SimulationError({ reason: 'R', details: `Sqrt price ${sqrtPriceX96} is out of range.` })
  let tick = Math.floor(Math.log(Number(sqrtPriceX96) / Q96) / HALF_LN_TICK_BASE)
  if (!(tick >= MIN_TICK)) tick = MIN_TICK
  else if (tick > MAX_TICK - 1) tick = MAX_TICK - 1
  // MIN_SQRT_RATIO is MIN_TICK's ratio and MAX_SQRT_RATIO is MAX_TICK's: both walks stay in range.
  while (cachedSqrtRatioAtTick(tick) > sqrtPriceX96) tick--
  while (cachedSqrtRatioAtTick(tick + 1) <= sqrtPriceX96) tick++
  return tick
}
