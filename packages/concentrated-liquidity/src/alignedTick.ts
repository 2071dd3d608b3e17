import { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './constants.js'
import { encodePriceSqrt } from './encodePriceSqrt.js'
import { getSqrtRatioAtTick } from './getSqrtRatioAtTick.js'
import { getTickAtSqrtRatio } from './getTickAtSqrtRatio.js'
import { priceFraction } from './priceFraction.js'

export type AlignedTickParameters = {
  /** Raw price (token1 wei per token0 wei); 0 and `Infinity` give the lowest and highest usable tick. */
  price: number
  tickSpacing: number
  /** `down`: the highest aligned tick at or below the price; `up`: the lowest at or above it. */
  round: 'down' | 'up'
}

/**
 * The tick of a price, aligned to the tick spacing and clamped to the usable range, by the pool's
 * own TickMath (exact in bigint) rather than a float logarithm. For placing fixture positions.
 */
export function alignedTick({ price, tickSpacing, round }: AlignedTickParameters): number {
  const lowest = Math.ceil(MIN_TICK / tickSpacing) * tickSpacing
  const highest = Math.floor(MAX_TICK / tickSpacing) * tickSpacing
  if (price <= 0) return lowest
  if (price === Number.POSITIVE_INFINITY) return highest
  const { numerator, denominator } = priceFraction(price)
  const sqrtPriceX96 = encodePriceSqrt(numerator, denominator)
  if (sqrtPriceX96 < MIN_SQRT_RATIO) return lowest
  if (sqrtPriceX96 >= MAX_SQRT_RATIO) return highest
  // The highest tick whose sqrt ratio is at or below the price.
  const below = getTickAtSqrtRatio(sqrtPriceX96)
  if (round === 'down') return Math.max(lowest, Math.floor(below / tickSpacing) * tickSpacing)
  const ratio = getSqrtRatioAtTick(below)
  const atPrice = ratio * ratio * denominator === numerator << 192n
  return Math.min(highest, Math.ceil((atPrice ? below : below + 1) / tickSpacing) * tickSpacing)
}
