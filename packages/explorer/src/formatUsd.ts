export type FormatUsdParameters = {
  /** A dollar value (from the API's token prices). */
  usd: number
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 2 })

/** A dollar value for reading, never in exponent notation: `$100,000`, `$1,234.57`, `$0.0045`. */
export function formatUsd({ usd }: FormatUsdParameters): string {
  return Math.abs(usd) >= 1 || usd === 0 ? dollars.format(usd) : cents.format(usd)
}
