/** Tick math for placing fixture liquidity (float precision is plenty for a fixture's prices). */
export const MIN_TICK = -887272
export const MAX_TICK = 887272

/** Raw price of token0 in token1 units (wei per wei) from USD prices and decimals. */
export function rawPrice({ price0Usd, price1Usd, decimals0, decimals1 }: { price0Usd: number; price1Usd: number; decimals0: number; decimals1: number }): number {
  return (price0Usd / price1Usd) * 10 ** (decimals1 - decimals0)
}

/** sqrt(price) as a Q64.96 fixed-point bigint. */
export function sqrtPriceX96(price: number): bigint {
  const sqrt = Math.sqrt(price)
  // split to keep precision: sqrt * 2^96 = (sqrt * 2^48) * 2^48
  return BigInt(Math.round(sqrt * 2 ** 48)) * 2n ** 48n
}

/** The tick at or below a raw price, aligned down to the tick spacing and clamped to the usable range. */
export function alignedTick(price: number, tickSpacing: number, round: 'down' | 'up'): number {
  const tick = Math.log(price) / Math.log(1.0001)
  const aligned = (round === 'down' ? Math.floor(tick / tickSpacing) : Math.ceil(tick / tickSpacing)) * tickSpacing
  const min = Math.ceil(MIN_TICK / tickSpacing) * tickSpacing
  const max = Math.floor(MAX_TICK / tickSpacing) * tickSpacing
  return Math.min(max, Math.max(min, aligned))
}

/** A whole-token amount worth `usd`, in wei. */
export function amountForUsd({ usd, priceUsd, decimals }: { usd: number; priceUsd: number; decimals: number }): bigint {
  const whole = usd / priceUsd
  // 12 significant digits are enough for a fixture and keep the bigint conversion exact
  const scaled = Math.round(whole * 1e6)
  return (BigInt(scaled) * 10n ** BigInt(decimals)) / 1_000_000n
}
