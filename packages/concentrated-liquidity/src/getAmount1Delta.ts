import { SimulationError } from '@sluice/core'
import { MAX_UINT256, Q96 } from './constants.js'
import { mulDiv } from './mulDiv.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

const Q96_MASK = Q96 - 1n

/**
 * `SqrtPriceMath.getAmount1Delta` (unsigned): the token1 amount between two sqrt prices for a
 * liquidity, L·(√B − √A), rounded up or down.
 *
 * The contract's division is by 2^96: for a non-negative product a shift gives the same floor,
 * and adding 2^96 − 1 first the same ceiling, with the contract's overflow check kept.
 */
export function getAmount1Delta(sqrtRatioAX96: bigint, sqrtRatioBX96: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const difference = sqrtRatioAX96 > sqrtRatioBX96 ? sqrtRatioAX96 - sqrtRatioBX96 : sqrtRatioBX96 - sqrtRatioAX96
  if (liquidity < 0n) return roundUp ? mulDivRoundingUp(liquidity, difference, Q96) : mulDiv(liquidity, difference, Q96)
  const product = liquidity * difference
  const result = roundUp ? (product + Q96_MASK) >> 96n : product >> 96n
  if (result > MAX_UINT256)
    throw new SimulationError({ reason: 'MUL_DIV', details: `FullMath.${roundUp ? 'mulDivRoundingUp' : 'mulDiv'}: result overflows uint256.` })
  return result
}
