import { formatUnits } from 'viem'

export type FormatAmountParameters = {
  wei: bigint | string
  decimals: number
  /** Significant digits kept after the point. Default 6. */
  digits?: number | undefined
}

/** A token amount in whole tokens for reading (`1,234.5678`); the exact wei stays in the element's title. */
export function formatAmount({ wei, decimals, digits = 6 }: FormatAmountParameters): string {
  const [whole = '0', fraction = ''] = formatUnits(BigInt(wei), decimals).split('.')
  const negative = whole.startsWith('-')
  const grouped = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const kept = fraction.slice(0, Math.max(digits, fraction.search(/[1-9]/) + 2)).replace(/0+$/, '')
  return `${negative ? '-' : ''}${grouped}${kept ? `.${kept}` : ''}`
}
