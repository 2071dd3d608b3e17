export type FormatUsdParameters = {
  /** A dollar value (from the API's token prices). */
  usd: number
}

const thousands = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 2 })

/** A dollar value for reading, never in exponent notation: `$100,000`, `$999.57`, `$0.0045` (whole dollars from $1,000). */
export function formatUsd({ usd }: FormatUsdParameters): string {
  if (Math.abs(usd) >= 1_000) return thousands.format(usd)
  return Math.abs(usd) >= 1 || usd === 0 ? dollars.format(usd) : cents.format(usd)
}
