import { badChain, aggregatorExamples as examples, invalidKey, limited, unavailable } from './aggregatorDocs.js'
import { defineChainEndpoint, type Endpoint } from './defineEndpoint.js'
import { formatTokensResponse } from './formatTokensResponse.js'
import { tokensResponseSchema } from './schemas.js'

/** `GET /{chainId}/v1/tokens`: every token the chain can route, with a USD price. */
export function tokensEndpoint(): Endpoint {
  return defineChainEndpoint({
    name: 'tokens',
    method: 'GET',
    path: '/:chainId/v1/tokens',
    tier: 'info',
    response: tokensResponseSchema,
    docs: {
      summary: 'Tokens of a chain',
      description: 'Every token the chain can route, with decimals and a USD price from the pool graph (0 when unknown). An extension beyond the spec.',
      operationId: 'getTokens',
      responseDescription: 'Tokens (list shortened in this example)',
      responseExample: examples.tokens,
      errors: { INVALID_PARAMETERS: badChain, UnauthorizedError: invalidKey, RateLimitedError: limited, ChainUnavailableError: unavailable },
    },
    handler: ({ engine }) => ({ json: formatTokensResponse({ engine }) }),
  })
}
