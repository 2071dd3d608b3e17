import { Q96 } from '../math/constants.js'

export type GetLiquidityForAmountsParameters = {
  sqrtPriceX96: bigint
  sqrtPriceLowerX96: bigint
  sqrtPriceUpperX96: bigint
  amount0: bigint
  amount1: bigint
}

/**
 * The most liquidity a position over [lower, upper] gets for at most `amount0` and `amount1` at
 * the current price (rounded down, as v4-periphery's `LiquidityAmounts` does).
 */
export function getLiquidityForAmounts({ sqrtPriceX96, sqrtPriceLowerX96, sqrtPriceUpperX96, amount0, amount1 }: GetLiquidityForAmountsParameters): bigint {
  const for0 = (lower: bigint, upper: bigint) => (((amount0 * lower) / Q96) * upper) / (upper - lower)
  const for1 = (lower: bigint, upper: bigint) => (amount1 * Q96) / (upper - lower)
  if (sqrtPriceX96 <= sqrtPriceLowerX96) return for0(sqrtPriceLowerX96, sqrtPriceUpperX96)
  if (sqrtPriceX96 >= sqrtPriceUpperX96) return for1(sqrtPriceLowerX96, sqrtPriceUpperX96)
  const by0 = for0(sqrtPriceX96, sqrtPriceUpperX96)
  const by1 = for1(sqrtPriceLowerX96, sqrtPriceX96)
  return by0 < by1 ? by0 : by1
}
