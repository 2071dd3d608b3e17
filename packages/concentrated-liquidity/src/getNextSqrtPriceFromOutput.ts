import { SimulationError } from '@sluice/core'
import { getNextSqrtPriceFromAmount0RoundingUp } from './getNextSqrtPriceFromAmount0RoundingUp.js'
import { getNextSqrtPriceFromAmount1RoundingDown } from './getNextSqrtPriceFromAmount1RoundingDown.js'

/** `SqrtPriceMath.getNextSqrtPriceFromOutput`: the sqrt price after an output, at least to the target. */
export function getNextSqrtPriceFromOutput(sqrtPX96: bigint, liquidity: bigint, amountOut: bigint, zeroForOne: boolean): bigint {
  if (sqrtPX96 <= 0n || liquidity <= 0n)
    throw new SimulationError({ reason: 'SQRT_PRICE_MATH', details: 'getNextSqrtPriceFromOutput: zero price or liquidity.' })
  return zeroForOne
    ? getNextSqrtPriceFromAmount1RoundingDown(sqrtPX96, liquidity, amountOut, false)
    : getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96, liquidity, amountOut, false)
}
