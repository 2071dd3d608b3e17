import type { ChainEngine, EngineQuote } from '@sluice/core'
import type { z } from 'zod'
import { formatAddress } from './formatAddress.js'
import { formatToken } from './formatToken.js'
import type { quoteResponseSchema } from './schemas.js'

export type FormatQuoteResponseParameters = {
  quote: EngineQuote
  slippage: number
  engine: ChainEngine
  /** The caller's partner ID (from its API key), shown even when no fee is asked. */
  partnerId?: number | undefined
}

export type QuoteResponse = z.input<typeof quoteResponseSchema>

/** The spec's QuoteResponse: decimal-string amounts, addresses as `formatAddress` writes them. */
export function formatQuoteResponse({ quote, slippage, engine, partnerId }: FormatQuoteResponseParameters): QuoteResponse {
  const { route } = quote
  const names = new Map(engine.sources().map((source) => [source.id, source.name]))
  return {
    tokenIn: formatAddress(route.tokenIn),
    tokenOut: formatAddress(route.tokenOut),
    amountIn: quote.amountIn.toString(),
    amountOut: quote.amountOut.toString(),
    slippage,
    tokens: quote.tokens.map((token) => formatToken({ token })),
    swaps: route.paths.flatMap((path) =>
      path.steps.map((step) => ({
        poolAddress: step.pool.id,
        dexName: names.get(step.pool.sourceId) ?? `source-${step.pool.sourceId}`,
        poolFee: step.fee / 1_000_000,
        tokenIn: formatAddress(step.tokenIn),
        tokenOut: formatAddress(step.tokenOut),
        amountIn: step.amountIn.toString(),
        amountOut: step.amountOut.toString(),
      })),
    ),
    sourcesAndSinks: [
      [formatAddress(route.tokenIn), (-quote.amountIn).toString()],
      [formatAddress(route.tokenOut), quote.amountOut.toString()],
    ],
    blockNumber: Number(quote.blockNumber),
    maxInputAmount: route.mode === 'buy' ? (quote.maxInputAmount?.toString() ?? null) : null,
    minOutputAmount: route.mode === 'sell' ? (quote.minOutputAmount?.toString() ?? null) : null,
    partnerFee: quote.partnerFee
      ? {
          feeBps: quote.partnerFee.bps,
          partnerId: quote.partnerFee.partnerId,
          feeToken: formatAddress(quote.partnerFee.token),
          feeAmount: quote.partnerFee.amount.toString(),
        }
      : null,
    partnerId: quote.partnerFee?.partnerId ?? partnerId ?? null,
    priceImpactPct: quote.priceImpactPct,
    bestSinglePathAmount: quote.bestSinglePathAmount?.toString() ?? null,
  }
}
