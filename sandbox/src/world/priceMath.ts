/** Fixture amounts and prices (float precision is plenty for placing fixture liquidity). */

/** Raw price of token0 in token1 units (wei per wei) from USD prices and decimals. */
export function rawPrice({
  price0Usd,
  price1Usd,
  decimals0,
  decimals1,
}: {
  price0Usd: number
  price1Usd: number
  decimals0: number
  decimals1: number
}): number {
  return (price0Usd / price1Usd) * 10 ** (decimals1 - decimals0)
}

/** A whole-token amount worth `usd`, in wei. */
export function amountForUsd({ usd, priceUsd, decimals }: { usd: number; priceUsd: number; decimals: number }): bigint {
  const whole = usd / priceUsd
  // 12 significant digits are enough for a fixture and keep the bigint conversion exact
  const scaled = Math.round(whole * 1e6)
  return (BigInt(scaled) * 10n ** BigInt(decimals)) / 1_000_000n
}
