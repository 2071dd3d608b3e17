/**
 * √price as a Q64.96 fixed-point bigint, from a float raw price (token1 wei per token0 wei).
 * Float precision is plenty for placing fixture liquidity; quotes never use it.
 */
export function sqrtPriceX96FromPrice(price: number): bigint {
  // sqrt · 2^96 = (sqrt · 2^48) · 2^48 keeps the float's precision
  return BigInt(Math.round(Math.sqrt(price) * 2 ** 48)) * 2n ** 48n
}
