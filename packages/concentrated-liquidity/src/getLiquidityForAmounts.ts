import { SimulationError } from '@sluice/core'
import { mulDiv } from './mulDiv.js'

const Q96 = 2n ** 96n
const UINT128_LIMIT = 2n ** 128n

export type GetLiquidityForAmountsParameters = {
  sqrtPriceX96: bigint
  sqrtRatioAX96: bigint
  sqrtRatioBX96: bigint
  amount0: bigint
  amount1: bigint
}

/**
 * `LiquidityAmounts.getLiquidityForAmounts` of Uniswap V3's periphery, bit for bit: the most
 * liquidity the amounts buy in the range at the price (what the position manager mints).
 */
export function getLiquidityForAmounts({ sqrtPriceX96, sqrtRatioAX96, sqrtRatioBX96, amount0, amount1 }: GetLiquidityForAmountsParameters): bigint {
  let a = sqrtRatioAX96
  let b = sqrtRatioBX96
  if (a > b) [a, b] = [b, a]
  if (sqrtPriceX96 <= a) return forAmount0(a, b, amount0)
  if (sqrtPriceX96 < b) {
    const liquidity0 = forAmount0(sqrtPriceX96, b, amount0)
    const liquidity1 = forAmount1(a, sqrtPriceX96, amount1)
    return liquidity0 < liquidity1 ? liquidity0 : liquidity1
  }
  return forAmount1(a, b, amount1)
}

function forAmount0(a: bigint, b: bigint, amount0: bigint): bigint {
  const intermediate = mulDiv(a, b, Q96)
  return toUint128(mulDiv(amount0, intermediate, b - a))
}

function forAmount1(a: bigint, b: bigint, amount1: bigint): bigint {
  return toUint128(mulDiv(amount1, Q96, b - a))
}

function toUint128(value: bigint): bigint {
  if (value >= UINT128_LIMIT) throw new SimulationError({ reason: 'LIQUIDITY_OVERFLOW', details: 'The amounts buy more than uint128 liquidity.' })
  return value
}
