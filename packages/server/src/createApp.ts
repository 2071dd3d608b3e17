import type { ChainEngine } from '@sluice/core'
import type { CrossChainService } from '@sluice/cross-chain'
import type { MetaAggregator } from '@sluice/meta'
import { H3 } from 'h3'
import type { Logger } from 'pino'
import type { KeyStore } from './auth/createKeyStore.js'
import type { TrustProxy } from './clientAddress/TrustProxy.js'
import { crossChainEndpoints } from './crossChain/crossChainEndpoints.js'
import { EndpointNotFoundError } from './errors.js'
import { explorerEndpoints } from './explorer/explorerEndpoints.js'
import type { ExplorerSandboxChain } from './explorer/forwardSandboxRpc.js'
import { loadExplorerAssets } from './explorer/loadExplorerAssets.js'
import { aggregatorEndpoints } from './http/aggregatorEndpoints.js'
import type { CompressionCache } from './http/compressAnswer.js'
import { defineEndpoint } from './http/defineEndpoint.js'
import { operationsEndpoints } from './http/operationsEndpoints.js'
import { serveEndpoint } from './http/serveEndpoint.js'
import { toErrorResponse } from './http/toErrorResponse.js'
import { metaEndpoints } from './meta/metaEndpoints.js'
import type { Metrics } from './metrics/createMetrics.js'
import { createOpenApiDocument } from './openapi/createOpenApiDocument.js'
import { docsEndpoints } from './openapi/docsEndpoints.js'
import type { RateLimiter } from './rateLimit/createRateLimiter.js'
import { createQuoteStreams, type QuoteStreams } from './stream/createQuoteStreams.js'
import { quoteStreamEndpoint } from './stream/quoteStreamEndpoint.js'

export type CreateAppParameters = {
  engines: readonly ChainEngine[]
  keyStore: KeyStore
  rateLimiter: RateLimiter
  metrics: Metrics
  logger: Logger
  /** Proxies trusted to name the client in `X-Forwarded-For` (hops or addresses/CIDRs). Default: none. */
  trustProxy?: TrustProxy | undefined
  /** `/metrics` needs `Authorization: Bearer <metricsToken>` when set. */
  metricsToken?: string | undefined
  /** Serve `/metrics` here (default), or not (it has a listener of its own). */
  serveMetrics?: boolean | undefined
  version: string
  /** The meta aggregator (`/competitions`, `/quotes`, `/swap`); absent: those endpoints are off. */
  meta?: MetaAggregator | undefined
  /** The cross-chain API and its path prefix; absent: not served. */
  crossChain?: { service: CrossChainService; prefix: string } | undefined
  /** The sandbox chains served, for the explorer's execution with a funded account; absent on real chains. */
  sandbox?: readonly ExplorerSandboxChain[] | undefined
  /** Names the server is reached by besides `localhost` (the sandbox RPC answers only requests naming it). */
  hostNames?: readonly string[] | undefined
  /** The quote streams (`/{chainId}/v1/quote/stream`) and their bounds; default `createQuoteStreams()`'s. Whoever passes them closes them (`startServer` does, before the listener). */
  quoteStreams?: QuoteStreams | undefined
}

/**
 * The h3 app of the server's APIs: every endpoint comes from a declaration (`defineEndpoint`,
 * `defineChainEndpoint`), and the same declarations give the OpenAPI document. Each route answers
 * through `serveEndpoint`: its log and metrics, errors in `{ error, message }`, the path's chain,
 * the rate limit and API key, then the request validated by the declaration's schemas and its handler.
 */
export function createApp({
  engines,
  keyStore,
  rateLimiter,
  metrics,
  logger,
  trustProxy = false,
  metricsToken,
  serveMetrics = true,
  version,
  crossChain,
  meta,
  sandbox,
  hostNames,
  quoteStreams = createQuoteStreams(),
}: CreateAppParameters): H3 {
  const apis = [
    ...aggregatorEndpoints({ engines, meta }),
    quoteStreamEndpoint({ streams: quoteStreams }),
    ...(crossChain ? crossChainEndpoints(crossChain) : []),
    ...(meta ? metaEndpoints({ meta }) : []),
  ]
  const document = createOpenApiDocument({ chainIds: engines.map((engine) => engine.chainId), version, endpoints: apis })
  const endpoints = [
    ...apis,
    ...docsEndpoints({ document }),
    ...explorerEndpoints({ assets: loadExplorerAssets(), sandbox, hostNames }),
    ...operationsEndpoints({ engines, metrics: serveMetrics ? metrics : undefined, metricsToken }),
    defineEndpoint({
      name: 'unknown',
      method: 'ALL',
      path: '/**',
      tier: 'info',
      handler: ({ event }) => {
        throw new EndpointNotFoundError({ method: event.req.method, path: event.url.pathname.slice(0, 100) })
      },
    }),
  ]
  const app = new H3({
    // Errors h3 raises itself (e.g. a malformed URL) answer in the API's error shape too.
    onError: (error) => {
      const { status, body } = toErrorResponse({ error })
      metrics.errors.inc({ code: body.error, status })
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    },
  })
  const byChain = new Map(engines.map((engine) => [engine.chainId, engine]))
  const compressed: CompressionCache = new Map()
  for (const endpoint of endpoints) {
    const handler = serveEndpoint({ endpoint, engines: byChain, keyStore, rateLimiter, metrics, logger, trustProxy, compressed })
    if (endpoint.method === 'ALL') app.all(endpoint.path, handler)
    else app.on(endpoint.method, endpoint.path, handler)
  }
  return app
}
