import { Q96 } from './constants.js'
import { mulDiv } from './mulDiv.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

/**
 * `SqrtPriceMath.getAmount1Delta` (unsigned): the token1 amount between two sqrt prices for a
 * liquidity, L·(√B − √A), rounded up or down.
 */
export function getAmount1Delta(sqrtRatioAX96: bigint, sqrtRatioBX96: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const difference = sqrtRatioAX96 > sqrtRatioBX96 ? sqrtRatioAX96 - sqrtRatioBX96 : sqrtRatioBX96 - sqrtRatioAX96
  return roundUp ? mulDivRoundingUp(liquidity, difference, Q96) : mulDiv(liquidity, difference, Q96)
}
