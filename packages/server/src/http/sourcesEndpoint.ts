import { badChain, aggregatorExamples as examples, invalidKey, limited } from './aggregatorDocs.js'
import { defineChainEndpoint, type Endpoint } from './defineEndpoint.js'
import { sourcesResponseSchema } from './schemas.js'

/** `GET /{chainId}/v1/sources`: the chain's liquidity sources. */
export function sourcesEndpoint(): Endpoint {
  return defineChainEndpoint({
    name: 'sources',
    method: 'GET',
    path: '/:chainId/v1/sources',
    tier: 'info',
    response: sourcesResponseSchema,
    docs: {
      summary: 'Liquidity sources of a chain',
      operationId: 'getSources',
      responseDescription: 'Sources',
      responseExample: examples.sources,
      errors: { INVALID_PARAMETERS: badChain, UnauthorizedError: invalidKey, RateLimitedError: limited },
    },
    handler: ({ engine }) => {
      const sources = engine.sources().map(({ id, name, description }) => ({ id, name, description }))
      return { json: { chainId: engine.chainId, sources } }
    },
  })
}
