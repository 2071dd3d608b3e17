import { formatAmount } from './formatAmount.js'

type RateToken = { symbol: string; decimals: number }

export type FormatRateParameters = {
  amountIn: bigint | string
  amountOut: bigint | string
  tokenIn: RateToken
  tokenOut: RateToken
}

/** The rate of a quote both ways, exact to the wei (rounded down): `["1 UBTC = 98,765.4 USDT0", "1 USDT0 = 0.00001012 UBTC"]`. */
export function formatRate({ amountIn, amountOut, tokenIn, tokenOut }: FormatRateParameters): [string, string] {
  const into = BigInt(amountIn)
  const out = BigInt(amountOut)
  const one = (token: RateToken, other: RateToken, numerator: bigint, denominator: bigint) => {
    if (denominator === 0n) return `1 ${token.symbol} = — ${other.symbol}`
    const rate = (numerator * 10n ** BigInt(token.decimals)) / denominator
    // Six significant digits below 1 (`0.0000102`), six decimals above.
    const digits = rate >= 10n ** BigInt(other.decimals) ? 6 : other.decimals - rate.toString().length + 6
    return `1 ${token.symbol} = ${formatAmount({ wei: rate, decimals: other.decimals, digits })} ${other.symbol}`
  }
  return [one(tokenIn, tokenOut, out, into), one(tokenOut, tokenIn, into, out)]
}
