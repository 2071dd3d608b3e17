import { SimulationError } from '@sluice/core'
import { MAX_SQRT_RATIO, MIN_SQRT_RATIO } from './constants.js'
import { getSqrtRatioAtTick } from './getSqrtRatioAtTick.js'
import { mostSignificantBit } from './mostSignificantBit.js'

/** log_√1.0001(2) as a Q128.128-scaled multiplier, and the error bounds, as in `TickMath`. */
const LOG_SQRT10001_OF_2 = 255738958999603826347141n
const TICK_LOW_OFFSET = 3402992956809132418596140100660247210n
const TICK_HIGH_OFFSET = 291339464771989622907027621153398088495n

/**
 * `TickMath.getTickAtSqrtRatio`: the greatest tick whose sqrt ratio is at most `sqrtPriceX96`,
 * computed with the contract's own log2 approximation and correction. Reverts (`R`) outside
 * [MIN_SQRT_RATIO, MAX_SQRT_RATIO).
 */
export function getTickAtSqrtRatio(sqrtPriceX96: bigint): number {
  if (sqrtPriceX96 < MIN_SQRT_RATIO || sqrtPriceX96 >= MAX_SQRT_RATIO)
    throw new SimulationError({ reason: 'R', details: `Sqrt price ${sqrtPriceX96} is out of range.` })
  const ratio = sqrtPriceX96 << 32n
  const msb = mostSignificantBit(ratio)
  let r = msb >= 128 ? ratio >> BigInt(msb - 127) : ratio << BigInt(127 - msb)
  let log2 = BigInt(msb - 128) << 64n
  for (let bit = 63n; bit >= 50n; bit--) {
    r = (r * r) >> 127n
    const f = r >> 128n
    log2 |= f << bit
    r >>= f
  }
  const logSqrt10001 = log2 * LOG_SQRT10001_OF_2
  const tickLow = Number((logSqrt10001 - TICK_LOW_OFFSET) >> 128n)
  const tickHigh = Number((logSqrt10001 + TICK_HIGH_OFFSET) >> 128n)
  if (tickLow === tickHigh) return tickLow
  return getSqrtRatioAtTick(tickHigh) <= sqrtPriceX96 ? tickHigh : tickLow
}
