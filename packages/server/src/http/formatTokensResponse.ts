import type { ChainEngine } from '@sluice/core'
import type { z } from 'zod'
import { formatToken } from './formatToken.js'
import type { tokensResponseSchema } from './schemas.js'

export type FormatTokensResponseParameters = {
  engine: ChainEngine
}

export type TokensResponse = z.input<typeof tokensResponseSchema>

/** `GET /{chainId}/v1/tokens`: every routable token with its metadata and USD price. */
export function formatTokensResponse({ engine }: FormatTokensResponseParameters): TokensResponse {
  return {
    chainId: engine.chainId,
    tokens: engine.tokens().map((token) => formatToken({ token })),
  }
}
