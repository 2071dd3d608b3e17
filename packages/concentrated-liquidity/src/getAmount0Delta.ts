import { SimulationError } from '@sluice/core'
import { divRoundingUp } from './divRoundingUp.js'
import { mulDiv } from './mulDiv.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

/**
 * `SqrtPriceMath.getAmount0Delta` (unsigned): the token0 amount between two sqrt prices for a
 * liquidity, L·(√B − √A)/(√A·√B), rounded up or down.
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
  return roundUp ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, upper), lower) : mulDiv(numerator1, numerator2, upper) / lower
}
