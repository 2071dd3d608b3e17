import { minAmountOut } from '@sluice/core'
import type { StoredQuote } from './Competition.js'

export type RankQuotesParameters = {
  quotes: readonly StoredQuote[]
  /** The competition's slippage: every quote's minimum output is its amountOut less this. */
  slippage: number
}

export type RankedQuote = {
  aggregator: string
  amountOut: string
  minAmountOut: string
  gasEstimate: string | null
  quotedAt: string
}

/**
 * The competition's quotes on one basis, best first. Every amountOut is already after the
 * aggregator's own fees; the minimum applies the competition's slippage to each. Order: higher
 * amountOut; on a tie, lower gasEstimate (a quote without one after those with one); then the
 * aggregator's name, so the order never depends on timing.
 */
export function rankQuotes({ quotes, slippage }: RankQuotesParameters): RankedQuote[] {
  return [...quotes]
    .sort((a, b) => {
      const outA = BigInt(a.amountOut)
      const outB = BigInt(b.amountOut)
      if (outA !== outB) return outA > outB ? -1 : 1
      if (a.gasEstimate !== b.gasEstimate) {
        if (a.gasEstimate === null) return 1
        if (b.gasEstimate === null) return -1
        const gasA = BigInt(a.gasEstimate)
        const gasB = BigInt(b.gasEstimate)
        if (gasA !== gasB) return gasA < gasB ? -1 : 1
      }
      return a.aggregator < b.aggregator ? -1 : a.aggregator > b.aggregator ? 1 : 0
    })
    .map((quote) => ({
      aggregator: quote.aggregator,
      amountOut: quote.amountOut,
      minAmountOut: minAmountOut({ amountOut: BigInt(quote.amountOut), slippage }).toString(),
      gasEstimate: quote.gasEstimate,
      quotedAt: quote.quotedAt,
    }))
}
