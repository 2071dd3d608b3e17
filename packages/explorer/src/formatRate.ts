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
  const one = (token: RateToken, other: RateToken, numerator: bigint, denominator: bigint) =>
    `1 ${token.symbol} = ${denominator === 0n ? '—' : formatAmount({ wei: (numerator * 10n ** BigInt(token.decimals)) / denominator, decimals: other.decimals })} ${other.symbol}`
  return [one(tokenIn, tokenOut, out, into), one(tokenOut, tokenIn, into, out)]
}
