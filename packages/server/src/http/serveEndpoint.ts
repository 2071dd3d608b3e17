import type { ChainEngine } from '@sluice/core'
import { getRequestIP, type H3Event, type HTTPResponse } from 'h3'
import type { Logger } from 'pino'
import type { KeyStore } from '../auth/createKeyStore.js'
import { clientBucket } from '../clientAddress/clientBucket.js'
import { resolveClientAddress } from '../clientAddress/resolveClientAddress.js'
import type { TrustProxy } from '../clientAddress/TrustProxy.js'
import type { Metrics } from '../metrics/createMetrics.js'
import type { RateLimiter } from '../rateLimit/createRateLimiter.js'
import { answerRequest, type RequestScope } from './answerRequest.js'
import { chainEngineOf } from './chainEngineOf.js'
import type { CompressionCache } from './compressAnswer.js'
import type { Endpoint, EndpointRequest, EndpointResult } from './defineEndpoint.js'
import { limitAndAuthenticate } from './limitAndAuthenticate.js'

export type ServeEndpointParameters = {
  endpoint: Endpoint
  /** The served engines, by chain ID. */
  engines: ReadonlyMap<number, ChainEngine>
  keyStore: KeyStore
  rateLimiter: RateLimiter
  metrics: Metrics
  logger: Logger
  trustProxy: TrustProxy
  /** Static answers, compressed once per encoding. */
  compressed: CompressionCache
}

/**
 * The h3 handler of one endpoint. In order: the answer, its log and metrics, and errors in
 * `{ error, message }` (`answerRequest`); the path's chain (a chain's endpoint); the rate limit and
 * API key (an endpoint with a tier); then the request validated by the declaration's schemas and
 * its handler (`Endpoint.serve`).
 */
export function serveEndpoint({ endpoint, engines, keyStore, rateLimiter, metrics, logger, trustProxy, compressed }: ServeEndpointParameters) {
  /** The request's client address bucket (IPv6 by /64), from the socket or the trusted proxies. */
  const clientOf = (event: H3Event) =>
    clientBucket({
      address: resolveClientAddress({ socketAddress: getRequestIP(event), forwardedFor: event.req.headers.get('x-forwarded-for'), trustProxy }),
    })
  /** The request as every handler gets it, once the rate limit let it pass (and its key is known). */
  const requestOf = async (event: H3Event, { headers }: RequestScope): Promise<EndpointRequest> => {
    // Parsed once per request: the rate limit and the handler both read it.
    let client: string | undefined
    const clientOnce = () => (client ??= clientOf(event))
    const apiKey = endpoint.tier ? await limitAndAuthenticate({ event, tier: endpoint.tier, headers, keyStore, rateLimiter, client: clientOnce }) : undefined
    return { event, apiKey, client: clientOnce(), headers, params: event.context.params ?? {} }
  }
  const run = async (event: H3Event, scope: RequestScope): Promise<EndpointResult> => {
    if (endpoint.scope === 'server') return endpoint.serve(await requestOf(event, scope))
    // The chain first: an unknown one is refused before it costs any budget.
    const engine = chainEngineOf({ event, engines })
    scope.chainId = engine.chainId
    return endpoint.serve({ ...(await requestOf(event, scope)), engine })
  }
  return (event: H3Event): Promise<HTTPResponse> => answerRequest({ endpoint, event, metrics, logger, compressed, run: (scope) => run(event, scope) })
}
