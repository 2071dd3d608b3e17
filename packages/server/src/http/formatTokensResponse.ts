import type { ChainEngine } from '@sluice/core'
import type { z } from 'zod'
import { formatAddress } from './formatAddress.js'
import type { tokensResponseSchema } from './schemas.js'

export type FormatTokensResponseParameters = {
  engine: ChainEngine
}

export type TokensResponse = z.input<typeof tokensResponseSchema>

/** `GET /{chainId}/v1/tokens`: every routable token with its metadata and USD price. */
export function formatTokensResponse({ engine }: FormatTokensResponseParameters): TokensResponse {
  return {
    chainId: engine.chainId,
    tokens: engine.tokens().map((token) => ({
      address: formatAddress(token.address),
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      priceUsd: token.priceUsd,
    })),
  }
}
