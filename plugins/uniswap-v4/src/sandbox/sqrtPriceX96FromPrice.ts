import { MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@sluice/concentrated-liquidity'
import { InvalidParametersError } from '@sluice/core'

/** √price in Q64.96 for a price of currency0 in currency1 (raw units), within the pool's bounds. */
export function sqrtPriceX96FromPrice(price: number): bigint {
  if (!Number.isFinite(price) || price <= 0) throw new InvalidParametersError(`Price ${price} is not a positive number.`)
  const sqrtPriceX96 = BigInt(Math.round(Math.sqrt(price) * 2 ** 96))
  if (sqrtPriceX96 <= MIN_SQRT_RATIO || sqrtPriceX96 >= MAX_SQRT_RATIO) throw new InvalidParametersError(`Price ${price} is beyond what a pool can hold.`)
  return sqrtPriceX96
}
