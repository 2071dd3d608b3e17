/**
 * √(reserve1 / reserve0) as a Q64.96 sqrt price, rounded down: the price of token0 in token1
 * that reserves of that ratio quote (Uniswap's `encodePriceSqrt`, exact in bigint).
 */
export function encodePriceSqrt(reserve1: bigint, reserve0: bigint): bigint {
  const value = (reserve1 << 192n) / reserve0
  if (value < 2n) return value
  // Newton's method from above converges to ⌊√value⌋.
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}
