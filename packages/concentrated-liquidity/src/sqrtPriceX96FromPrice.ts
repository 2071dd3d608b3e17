import { InvalidParametersError } from '@sluice/core'
import { MAX_SQRT_RATIO, MIN_SQRT_RATIO } from './constants.js'
import { encodePriceSqrt } from './encodePriceSqrt.js'
import { priceFraction } from './priceFraction.js'

/**
 * √price as a Q64.96 sqrt price, for a raw price (token1 wei per token0 wei) given as a float:
 * ⌊√(price · 2¹⁹²)⌋ of the float's exact value, within the bounds a pool can hold. For placing
 * fixture pools and positions; quotes never use it.
 */
export function sqrtPriceX96FromPrice(price: number): bigint {
  const { numerator, denominator } = priceFraction(price)
  const sqrtPriceX96 = encodePriceSqrt(numerator, denominator)
  if (sqrtPriceX96 < MIN_SQRT_RATIO || sqrtPriceX96 >= MAX_SQRT_RATIO) throw new InvalidParametersError(`Price ${price} is beyond what a pool can hold.`)
  return sqrtPriceX96
}
