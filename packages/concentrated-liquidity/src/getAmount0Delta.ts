import { SimulationError } from '@sluice/core'
import { MAX_UINT128 } from './constants.js'
import { divRoundingUp } from './divRoundingUp.js'
import { mulDiv } from './mulDiv.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

/**
 * `SqrtPriceMath.getAmount0Delta` (unsigned): the token0 amount between two sqrt prices for a
 * liquidity, L·(√B − √A)/(√A·√B), rounded up or down.
 *
 * The contract divides twice (by √B, then by √A), rounding each time the same way. For a uint128
 * liquidity the first quotient is below L·2^96 < 2^224, so it never overflows, and nested
 * divisions of positive integers equal one division by the product (⌊⌊N/b⌋/a⌋ = ⌊N/(a·b)⌋, and
 * the same with ceilings): one division instead of two, to the same wei. Outside uint128 (no
 * pool has such a liquidity) it divides as the contract does.
 */
export function getAmount0Delta(sqrtRatioAX96: bigint, sqrtRatioBX96: bigint, liquidity: bigint, roundUp: boolean): bigint {
  let lower = sqrtRatioAX96
  let upper = sqrtRatioBX96
  if (lower > upper) {
    lower = sqrtRatioBX96
    upper = sqrtRatioAX96
  }
  const numerator1 = liquidity << 96n
  const numerator2 = upper - lower
  if (lower <= 0n) throw new SimulationError({ reason: 'SQRT_PRICE_MATH', details: 'getAmount0Delta: zero sqrt price.' })
  if (liquidity < 0n || liquidity > MAX_UINT128)
    return roundUp ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, upper), lower) : mulDiv(numerator1, numerator2, upper) / lower
  const product = numerator1 * numerator2
  const denominator = upper * lower
  return roundUp ? (product + denominator - 1n) / denominator : product / denominator
}
