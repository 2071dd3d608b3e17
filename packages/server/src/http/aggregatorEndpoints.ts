import type { ChainEngine } from '@sluice/core'
import type { MetaAggregator } from '@sluice/meta'
import { chainsEndpoint } from './chainsEndpoint.js'
import type { Endpoint } from './defineEndpoint.js'
import { quoteEndpoint } from './quoteEndpoint.js'
import { rebalanceEndpoint } from './rebalanceEndpoint.js'
import { sourcesEndpoint } from './sourcesEndpoint.js'
import { swapEndpoint } from './swapEndpoint.js'
import { tokensEndpoint } from './tokensEndpoint.js'
import { zapEndpoint } from './zapEndpoint.js'

export type AggregatorEndpointsParameters = {
  engines: readonly ChainEngine[]
  /** Its chains are listed by `/chains` (`meta.chains`). */
  meta: MetaAggregator | undefined
}

/** The aggregator API: chains, each chain's sources and tokens, quotes, swaps, zaps and rebalances. */
export function aggregatorEndpoints({ engines, meta }: AggregatorEndpointsParameters): Endpoint[] {
  return [chainsEndpoint({ engines, meta }), sourcesEndpoint(), tokensEndpoint(), quoteEndpoint(), swapEndpoint(), zapEndpoint(), rebalanceEndpoint()]
}
