import type { MetaQuote } from '@sluice/meta'
import { formatAddress } from '../http/formatAddress.js'
import type { AggregatorQuoteResponse } from './metaSchemas.js'

export type FormatMetaQuoteParameters = { quote: MetaQuote }

/** The `/quotes` response of an aggregator's proven quote. */
export function formatMetaQuote({ quote }: FormatMetaQuoteParameters): AggregatorQuoteResponse {
  return {
    aggregator: quote.aggregator,
    tokenIn: formatAddress(quote.tokenIn),
    tokenOut: formatAddress(quote.tokenOut),
    amountIn: quote.amountIn.toString(),
    amountOut: quote.amountOut.toString(),
    minAmountOut: quote.minAmountOut.toString(),
    gasEstimate: quote.gasEstimate === null ? null : quote.gasEstimate.toString(),
    competitionId: quote.competitionId,
  }
}
