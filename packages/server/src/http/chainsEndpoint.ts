import type { ChainEngine } from '@sluice/core'
import type { MetaAggregator } from '@sluice/meta'
import { aggregatorExamples as examples, invalidKey, limited } from './aggregatorDocs.js'
import { defineEndpoint, type Endpoint } from './defineEndpoint.js'
import { chainsResponseSchema } from './schemas.js'

export type ChainsEndpointParameters = {
  engines: readonly ChainEngine[]
  /** Its chains are listed too (`meta.chains`). */
  meta: MetaAggregator | undefined
}

/** `GET /chains`: the chains of the aggregator API, and those open to meta-aggregator competitions. */
export function chainsEndpoint({ engines, meta }: ChainsEndpointParameters): Endpoint {
  return defineEndpoint({
    name: 'chains',
    method: 'GET',
    path: '/chains',
    tier: 'info',
    response: chainsResponseSchema,
    docs: {
      summary: 'Supported chains',
      description: 'serviceAg.chains: the chains of the aggregator API; meta.chains: the chains open to meta-aggregator competitions.',
      operationId: 'getChains',
      responseDescription: 'Chains',
      responseExample: examples.chains,
      errors: { UnauthorizedError: invalidKey, RateLimitedError: limited },
    },
    handler: () => {
      const chains = engines.map((engine) => ({ chainId: engine.chainId, name: engine.name }))
      return { json: { meta: { chains: meta?.chains() ?? [] }, serviceAg: { chains } } }
    },
  })
}
