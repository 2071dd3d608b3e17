/** √price as a Q64.96 bigint (a fixture's float precision is plenty). */
export function sqrtPriceOf(price: number): bigint {
  return BigInt(Math.round(Math.sqrt(price) * 2 ** 48)) * 2n ** 48n
}
