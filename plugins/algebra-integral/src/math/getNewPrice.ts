import { divRoundingUp, MAX_UINT160, mulDiv, mulDivRoundingUp, Q96, UINT256_LIMIT } from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'

function revert(details: string): never {
  throw new SimulationError({ reason: 'PRICE_MATH', details })
}

/**
 * `PriceMovementMath.getNewPrice`: the sqrt price after `amount` of input (`fromInput`) or
 * output enters or leaves a range of `liquidity`, rounded so the pool never gives too much.
 */
export function getNewPrice(price: bigint, liquidity: bigint, amount: bigint, zeroToOne: boolean, fromInput: boolean): bigint {
  if (price === 0n) revert('getNewPrice: zero price.')
  if (liquidity === 0n) revert('getNewPrice: zero liquidity.')
  if (amount === 0n) return price
  if (zeroToOne === fromInput) {
    const liquidityShifted = liquidity << 96n
    const product = amount * price
    if (fromInput) {
      // The contract takes the exact formula when amount·price and the denominator fit in 256 bits.
      if (product < UINT256_LIMIT) {
        const denominator = liquidityShifted + product
        if (denominator < UINT256_LIMIT) return mulDivRoundingUp(liquidityShifted, price, denominator)
      }
      const sum = liquidityShifted / price + amount
      if (sum >= UINT256_LIMIT) revert('getNewPrice: denominator overflows.')
      return divRoundingUp(liquidityShifted, sum)
    }
    if (product >= UINT256_LIMIT) revert('getNewPrice: amount·price overflows.')
    if (liquidityShifted <= product) revert('getNewPrice: output exceeds the reserves.')
    const result = mulDivRoundingUp(liquidityShifted, price, liquidityShifted - product)
    if (result > MAX_UINT160) revert('getNewPrice: price overflows uint160.')
    return result
  }
  if (fromInput) {
    const quotient = amount <= MAX_UINT160 ? (amount << 96n) / liquidity : mulDiv(amount, Q96, liquidity)
    const result = price + quotient
    if (result >= UINT256_LIMIT) revert('getNewPrice: price overflows.')
    if (result > MAX_UINT160) revert('getNewPrice: price overflows uint160.')
    return result
  }
  const quotient = amount <= MAX_UINT160 ? divRoundingUp(amount << 96n, liquidity) : mulDivRoundingUp(amount, Q96, liquidity)
  if (price <= quotient) revert('getNewPrice: output exceeds the reserves.')
  return price - quotient
}
