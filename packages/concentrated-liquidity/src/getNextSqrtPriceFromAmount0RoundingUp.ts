import { SimulationError } from '@sluice/core'
import { MAX_UINT160, UINT256_LIMIT } from './constants.js'
import { divRoundingUp } from './divRoundingUp.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

/**
 * `SqrtPriceMath.getNextSqrtPriceFromAmount0RoundingUp`: the sqrt price after adding (or
 * removing) `amount` of token0, rounded up, with the contract's overflow branches and reverts.
 */
export function getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96: bigint, liquidity: bigint, amount: bigint, add: boolean): bigint {
  if (amount === 0n) return sqrtPX96
  const numerator1 = liquidity << 96n
  const product = amount * sqrtPX96
  if (add) {
    // The contract takes the precise formula unless amount·√P or the denominator overflows.
    if (product < UINT256_LIMIT) {
      const denominator = numerator1 + product
      if (denominator < UINT256_LIMIT) return mulDivRoundingUp(numerator1, sqrtPX96, denominator)
    }
    const sum = numerator1 / sqrtPX96 + amount
    if (sum >= UINT256_LIMIT) throw new SimulationError({ reason: 'SQRT_PRICE_MATH', details: 'getNextSqrtPriceFromAmount0RoundingUp: overflow.' })
    return divRoundingUp(numerator1, sum)
  }
  if (product >= UINT256_LIMIT || numerator1 <= product)
    throw new SimulationError({ reason: 'SQRT_PRICE_MATH', details: 'getNextSqrtPriceFromAmount0RoundingUp: not enough token0.' })
  const result = mulDivRoundingUp(numerator1, sqrtPX96, numerator1 - product)
  if (result > MAX_UINT160) throw new SimulationError({ reason: 'SQRT_PRICE_MATH', details: 'getNextSqrtPriceFromAmount0RoundingUp: uint160 overflow.' })
  return result
}
