import { SimulationError } from '@sluice/core'
import { getNextSqrtPriceFromAmount0RoundingUp } from './getNextSqrtPriceFromAmount0RoundingUp.js'
import { getNextSqrtPriceFromAmount1RoundingDown } from './getNextSqrtPriceFromAmount1RoundingDown.js'

/** `SqrtPriceMath.getNextSqrtPriceFromInput`: the sqrt price after an input, never past the target. */
export function getNextSqrtPriceFromInput(sqrtPX96: bigint, liquidity: bigint, amountIn: bigint, zeroForOne: boolean): bigint {
  if (sqrtPX96 <= 0n || liquidity <= 0n)
    throw new SimulationError({ reason: 'SQRT_PRICE_MATH', details: 'getNextSqrtPriceFromInput: zero price or liquidity.' })
  return zeroForOne
    ? getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96, liquidity, amountIn, true)
    : getNextSqrtPriceFromAmount1RoundingDown(sqrtPX96, liquidity, amountIn, true)
}
