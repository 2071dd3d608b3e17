import { SimulationError } from '@sluice/core'
import { MAX_UINT160, Q96 } from './constants.js'
import { divRoundingUp } from './divRoundingUp.js'
import { mulDiv } from './mulDiv.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

/**
 * `SqrtPriceMath.getNextSqrtPriceFromAmount1RoundingDown`: the sqrt price after adding (or
 * removing) `amount` of token1, rounded down, with the contract's reverts.
 */
export function getNextSqrtPriceFromAmount1RoundingDown(sqrtPX96: bigint, liquidity: bigint, amount: bigint, add: boolean): bigint {
  if (add) {
    const quotient = amount <= MAX_UINT160 ? (amount << 96n) / liquidity : mulDiv(amount, Q96, liquidity)
    const result = sqrtPX96 + quotient
    if (result > MAX_UINT160) throw new SimulationError({ reason: 'SQRT_PRICE_MATH', details: 'getNextSqrtPriceFromAmount1RoundingDown: uint160 overflow.' })
    return result
  }
  const quotient = amount <= MAX_UINT160 ? divRoundingUp(amount << 96n, liquidity) : mulDivRoundingUp(amount, Q96, liquidity)
  if (sqrtPX96 <= quotient) throw new SimulationError({ reason: 'SQRT_PRICE_MATH', details: 'getNextSqrtPriceFromAmount1RoundingDown: not enough token1.' })
  return sqrtPX96 - quotient
}
