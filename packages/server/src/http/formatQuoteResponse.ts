import { getAddress } from 'viem'
import type { z } from 'zod'
import type { ChainEngine, EngineQuote } from '@sluice/core'
import type { quoteResponseSchema } from './schemas.js'

export type FormatQuoteResponseParameters = {
  quote: EngineQuote
  slippage: number
  engine: ChainEngine
}

export type QuoteResponse = z.input<typeof quoteResponseSchema>

/** The spec's QuoteResponse: decimal-string amounts, checksummed addresses. */
export function formatQuoteResponse({ quote, slippage, engine }: FormatQuoteResponseParameters): QuoteResponse {
  const { route } = quote
  const names = new Map(engine.sources().map((source) => [source.id, source.name]))
  return {
    tokenIn: getAddress(route.tokenIn),
    tokenOut: getAddress(route.tokenOut),
    amountIn: quote.amountIn.toString(),
    amountOut: quote.amountOut.toString(),
    slippage,
    tokens: quote.tokens.map((token) => ({
      address: getAddress(token.address),
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      priceUsd: token.priceUsd,
    })),
    swaps: route.paths.flatMap((path) =>
      path.steps.map((step) => ({
        poolAddress: getAddress(step.pool.address),
        dexName: names.get(step.pool.sourceId) ?? `source-${step.pool.sourceId}`,
        poolFee: step.fee / 1_000_000,
        tokenIn: getAddress(step.tokenIn),
        tokenOut: getAddress(step.tokenOut),
        amountIn: step.amountIn.toString(),
        amountOut: step.amountOut.toString(),
      })),
    ),
    sourcesAndSinks: [
      [getAddress(route.tokenIn), (-quote.amountIn).toString()],
      [getAddress(route.tokenOut), quote.amountOut.toString()],
    ],
    blockNumber: Number(quote.blockNumber),
    maxInputAmount: route.mode === 'buy' ? (quote.maxInputAmount?.toString() ?? null) : null,
    minOutputAmount: route.mode === 'sell' ? (quote.minOutputAmount?.toString() ?? null) : null,
    partnerFee: quote.partnerFee
      ? {
          feeBps: quote.partnerFee.bps,
          partnerId: quote.partnerFee.partnerId,
          feeToken: getAddress(quote.partnerFee.token),
          feeAmount: quote.partnerFee.amount.toString(),
        }
      : null,
    partnerId: quote.partnerFee?.partnerId ?? null,
    priceImpactPct: quote.priceImpactPct,
  }
}
