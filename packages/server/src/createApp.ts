import { randomUUID } from 'node:crypto'
import { type ChainEngine, InvalidParametersError, NATIVE_TOKEN_ADDRESS, summarizeError } from '@sluice/core'
import type { CrossChainService } from '@sluice/cross-chain'
import type { MetaAggregator } from '@sluice/meta'
import { getRequestIP, H3, type H3Event } from 'h3'
import type { Logger } from 'pino'
import type { Address } from 'viem'
import type { ApiKeyEntry } from './auth/ApiKeyEntry.js'
import type { KeyStore } from './auth/createKeyStore.js'
import { clientBucket } from './clientAddress/clientBucket.js'
import { resolveClientAddress } from './clientAddress/resolveClientAddress.js'
import type { TrustProxy } from './clientAddress/TrustProxy.js'
import { crossChainOpenApiPaths } from './crossChain/crossChainOpenApiPaths.js'
import { registerCrossChainRoutes } from './crossChain/registerCrossChainRoutes.js'
import { EndpointNotFoundError } from './errors.js'
import { formatLiquidityResponse } from './http/formatLiquidityResponse.js'
import { formatQuoteResponse } from './http/formatQuoteResponse.js'
import { formatSwapResponse } from './http/formatSwapResponse.js'
import { formatTokensResponse } from './http/formatTokensResponse.js'
import { parseBody } from './http/parseBody.js'
import { parseQuery } from './http/parseQuery.js'
import { readBody } from './http/readBody.js'
import { quoteRequestSchema, rebalanceRequestSchema, swapRequestSchema, zapRequestSchema } from './http/schemas.js'
import { toEngineQuoteParameters } from './http/toEngineQuoteParameters.js'
import { toEngineRebalanceParameters } from './http/toEngineRebalanceParameters.js'
import { toEngineZapParameters } from './http/toEngineZapParameters.js'
import { toErrorResponse } from './http/toErrorResponse.js'
import { formatCompetitionResults } from './meta/formatCompetitionResults.js'
import { formatMetaQuote } from './meta/formatMetaQuote.js'
import { formatMetaSwap } from './meta/formatMetaSwap.js'
import { metaOpenApiPaths } from './meta/metaOpenApiPaths.js'
import { aggregatorQuerySchema, createCompetitionRequestSchema } from './meta/metaSchemas.js'
import { checkMetricsToken } from './metrics/checkMetricsToken.js'
import type { Metrics } from './metrics/createMetrics.js'
import { createOpenApiDocument } from './openapi/createOpenApiDocument.js'
import { loadDocsAssets } from './openapi/loadDocsAssets.js'
import { renderDocsPage } from './openapi/renderDocsPage.js'
import type { RateLimiter, RateLimitTier } from './rateLimit/createRateLimiter.js'

const NATIVE_LOWER = NATIVE_TOKEN_ADDRESS.toLowerCase()
/** Every API writes the native token as the spec does, in lower case, wherever a field holds it. */
const nativeInLowerCase = (_key: string, value: unknown) =>
  typeof value === 'string' && value.length === 42 && value.toLowerCase() === NATIVE_LOWER ? NATIVE_LOWER : value

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
}

/**
 * The policy of `/docs` and its files: scripts, styles and requests (try-it-out) only from the
 * server itself. Swagger UI sets inline styles, hence `'unsafe-inline'` for styles only.
 */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Largest request body accepted, in bytes. */
const MAX_BODY_BYTES = 64 * 1024

type Endpoint = { name: string; tier: RateLimitTier | undefined; api?: 'meta' }
type Context = { event: H3Event; engine: ChainEngine | undefined; apiKey: ApiKeyEntry | undefined; headers: Headers }
type Body = ({ json: unknown } | { text: string; contentType: string }) & { status?: number }

/** The h3 app of the aggregator API: routes, auth, rate limits, errors, logs and metrics. */
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
}: CreateAppParameters): H3 {
  const byChain = new Map(engines.map((engine) => [engine.chainId, engine]))
  const document = createOpenApiDocument({
    chainIds: engines.map((engine) => engine.chainId),
    version,
    extraPaths: {
      ...(crossChain ? crossChainOpenApiPaths({ prefix: crossChain.prefix, bridge: crossChain.service.chains()[0]?.bridges[0] ?? 'bridge' }) : {}),
      ...(meta ? metaOpenApiPaths() : {}),
    },
  })
  const docsPage = renderDocsPage({ title: `${document.info.title} ${document.info.version}` })
  const docsAssets = loadDocsAssets()

  const engineOf = (event: H3Event): ChainEngine => {
    const raw = event.context.params?.chainId ?? ''
    const engine = /^[0-9]{1,12}$/.test(raw) ? byChain.get(Number(raw)) : undefined
    if (!engine) throw new InvalidParametersError(`Unsupported chain "${raw.slice(0, 20)}"; see GET /chains.`)
    return engine
  }

  const handle =
    (endpoint: Endpoint, run: (context: Context) => Promise<Body> | Body) =>
    async (event: H3Event): Promise<Response> => {
      const started = performance.now()
      const incomingId = event.req.headers.get('x-request-id')
      const requestId = incomingId && /^[\w.-]{1,64}$/.test(incomingId) ? incomingId : randomUUID()
      const headers = new Headers({ 'X-Request-Id': requestId })
      let chain = ''
      let status = 200
      let code: string | undefined
      let failure: unknown
      let body: string
      let contentType = 'application/json'
      try {
        const engine = event.context.params?.chainId === undefined ? undefined : engineOf(event)
        chain = engine ? String(engine.chainId) : ''
        const apiKey = endpoint.tier ? await limitAndAuthenticate(event, endpoint.tier, headers) : undefined
        const result = await run({ event, engine, apiKey, headers })
        status = result.status ?? 200
        if ('json' in result) body = JSON.stringify(result.json, nativeInLowerCase)
        else {
          body = result.text
          contentType = result.contentType
        }
      } catch (error) {
        const answer = toErrorResponse({ error, api: endpoint.api })
        status = answer.status
        code = answer.body.error
        failure = error
        body = JSON.stringify(answer.body)
        for (const [name, value] of Object.entries(answer.headers)) headers.set(name, value)
        metrics.errors.inc({ code, status })
      }
      const latencyMs = performance.now() - started
      headers.set('Content-Type', contentType)
      metrics.requests.inc({ endpoint: endpoint.name, status })
      if (endpoint.name === 'quote' || endpoint.name === 'swap') metrics.quoteDuration.observe({ chain, endpoint: endpoint.name, status }, latencyMs / 1000)
      // One bounded line per request: a failure's cause in a few hundred bytes, its stack only at debug level.
      const line = { requestId, method: event.req.method, endpoint: endpoint.name, chain, status, code, latencyMs: Math.round(latencyMs * 100) / 100 }
      if (status < 500) logger.info(line, 'request')
      else {
        const cause = {
          ...line,
          error: summarizeError({ error: failure }),
          ...(logger.isLevelEnabled('debug') && failure instanceof Error ? { stack: failure.stack?.slice(0, 4_000) } : {}),
        }
        if (status === 503) logger.warn(cause, 'chain unavailable')
        else logger.error(cause, 'request failed')
      }
      return new Response(body, { status, headers })
    }

  /**
   * Spends the request's rate-limit budget and returns its API key. Limits apply before any
   * hashing: a key verified before is charged to the key; a request without a key to its client
   * address (IPv6 by /64); a key not verified yet first to the address's `auth` budget, so that
   * invalid keys are limited (429) before they cost a hash.
   */
  const limitAndAuthenticate = async (event: H3Event, tier: RateLimitTier, headers: Headers): Promise<ApiKeyEntry | undefined> => {
    const authorization = event.req.headers.get('authorization')
    let apiKey = keyStore.verified(authorization)
    const bucket = () =>
      clientBucket({
        address: resolveClientAddress({ socketAddress: getRequestIP(event), forwardedFor: event.req.headers.get('x-forwarded-for'), trustProxy }),
      })
    if (!apiKey && authorization !== null) {
      await rateLimiter.consume({ client: bucket(), tier: 'auth', keyed: false })
      apiKey = await keyStore.authenticate(authorization)
    }
    const limit = await rateLimiter.consume(apiKey ? { client: `key:${apiKey.prefix}`, tier, keyed: true } : { client: bucket(), tier, keyed: false })
    for (const prefix of ['', 'X-']) {
      headers.set(`${prefix}RateLimit-Limit`, String(limit.limit))
      headers.set(`${prefix}RateLimit-Remaining`, String(limit.remaining))
      headers.set(`${prefix}RateLimit-Reset`, String(limit.resetSeconds))
    }
    return apiKey
  }

  const readText = (event: H3Event) => readBody({ request: event.req, maxBytes: MAX_BODY_BYTES })

  const app = new H3({
    // Errors h3 raises itself (e.g. a malformed URL) answer in the API's error shape too.
    onError: (error) => {
      const { status, body } = toErrorResponse({ error })
      metrics.errors.inc({ code: body.error, status })
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    },
  })

  app.get(
    '/chains',
    handle({ name: 'chains', tier: 'info' }, () => {
      const chains = engines.map((engine) => ({ chainId: engine.chainId, name: engine.name }))
      return { json: { meta: { chains: meta?.chains() ?? [] }, serviceAg: { chains } } }
    }),
  )
  app.get(
    '/:chainId/v1/sources',
    handle({ name: 'sources', tier: 'info' }, ({ engine }) => {
      const chain = engine as ChainEngine
      const sources = chain.sources().map(({ id, name, description }) => ({ id, name, description }))
      return { json: { chainId: chain.chainId, sources } }
    }),
  )
  app.get(
    '/:chainId/v1/tokens',
    handle({ name: 'tokens', tier: 'info' }, ({ engine }) => {
      const chain = engine as ChainEngine
      return { json: formatTokensResponse({ engine: chain }) }
    }),
  )
  app.post(
    '/:chainId/v1/quote',
    handle({ name: 'quote', tier: 'api' }, async ({ event, engine, apiKey }) => {
      const chain = engine as ChainEngine
      const request = parseBody({ schema: quoteRequestSchema, text: await readText(event) })
      const quote = await chain.quote(toEngineQuoteParameters({ request, engine: chain, apiKey }))
      return { json: formatQuoteResponse({ quote, slippage: request.slippage, engine: chain, partnerId: apiKey?.partnerId }) }
    }),
  )
  app.post(
    '/:chainId/v1/swap',
    handle({ name: 'swap', tier: 'api' }, async ({ event, engine, apiKey }) => {
      const chain = engine as ChainEngine
      const request = parseBody({ schema: swapRequestSchema, text: await readText(event) })
      const parameters = toEngineQuoteParameters({ request, engine: chain, apiKey })
      const userAddress = request.userAddress
      const swap = await chain.swap({ ...parameters, userAddress: userAddress as `0x${string}`, approveMax: request.approveMax })
      return { json: formatSwapResponse({ swap, userAddress, slippage: request.slippage, engine: chain, partnerId: apiKey?.partnerId }) }
    }),
  )
  app.post(
    '/:chainId/v1/zap',
    handle({ name: 'zap', tier: 'api' }, async ({ event, engine, apiKey }) => {
      const chain = engine as ChainEngine
      const request = parseBody({ schema: zapRequestSchema, text: await readText(event) })
      if (!chain.zap) throw new InvalidParametersError(`Zaps are not available on chain ${chain.chainId}.`)
      const zap = await chain.zap(toEngineZapParameters({ request, engine: chain, apiKey }))
      return { json: formatLiquidityResponse({ result: { kind: 'zap', ...zap }, userAddress: request.userAddress, slippage: request.slippage, engine: chain }) }
    }),
  )
  app.post(
    '/:chainId/v1/rebalance',
    handle({ name: 'rebalance', tier: 'api' }, async ({ event, engine, apiKey }) => {
      const chain = engine as ChainEngine
      const request = parseBody({ schema: rebalanceRequestSchema, text: await readText(event) })
      if (!chain.rebalance) throw new InvalidParametersError(`Rebalancing is not available on chain ${chain.chainId}.`)
      const rebalance = await chain.rebalance(toEngineRebalanceParameters({ request, engine: chain, apiKey }))
      return {
        json: formatLiquidityResponse({
          result: { kind: 'rebalance', ...rebalance },
          userAddress: request.userAddress,
          slippage: request.slippage,
          engine: chain,
        }),
      }
    }),
  )
  if (meta) {
    const metaEndpoint = (name: string, tier: RateLimitTier): Endpoint => ({ name, tier, api: 'meta' })
    const query = (event: H3Event) => parseQuery({ schema: aggregatorQuerySchema, query: Object.fromEntries(event.url.searchParams) })
    // A competition created with a key belongs to that key (its hash identifies it).
    const ownerOf = (apiKey: ApiKeyEntry | undefined) => apiKey?.hash
    app.post(
      '/competitions',
      handle(metaEndpoint('competitions', 'meta'), async ({ event, apiKey }) => {
        const request = parseBody({ schema: createCompetitionRequestSchema, text: await readText(event) })
        const { tokenIn, tokenOut, userAddress } = request as { tokenIn: Address; tokenOut: Address; userAddress: Address }
        return {
          json: await meta.createCompetition({ ...request, tokenIn, tokenOut, userAddress, amountIn: BigInt(request.amountIn), owner: ownerOf(apiKey) }),
        }
      }),
    )
    app.post(
      '/quotes',
      handle(metaEndpoint('quotes', 'meta'), async ({ event, apiKey }) => ({
        json: formatMetaQuote(await meta.quote({ ...query(event), owner: ownerOf(apiKey) })),
      })),
    )
    app.get(
      '/competitions/:id/results',
      handle(metaEndpoint('results', 'info'), async ({ event, apiKey }) => ({
        json: formatCompetitionResults(await meta.results({ competitionId: event.context.params?.id ?? '', owner: ownerOf(apiKey) })),
      })),
    )
    app.post(
      '/swap',
      handle(metaEndpoint('meta-swap', 'meta'), async ({ event, apiKey }) => ({
        json: formatMetaSwap(await meta.swap({ ...query(event), owner: ownerOf(apiKey) })),
      })),
    )
  }
  app.get(
    '/openapi.json',
    handle({ name: 'openapi', tier: 'info' }, () => ({ json: document })),
  )
  app.get(
    '/docs',
    handle({ name: 'docs', tier: 'info' }, ({ headers }) => {
      headers.set('Content-Security-Policy', DOCS_CSP)
      headers.set('X-Content-Type-Options', 'nosniff')
      return { text: docsPage, contentType: 'text/html; charset=utf-8' }
    }),
  )
  app.get(
    '/docs/:file',
    handle({ name: 'docs-asset', tier: 'info' }, ({ event, headers }) => {
      const file = event.context.params?.file ?? ''
      const asset = docsAssets.get(file)
      if (!asset) throw new EndpointNotFoundError({ method: 'GET', path: `/docs/${file.slice(0, 100)}` })
      headers.set('Content-Security-Policy', DOCS_CSP)
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'public, max-age=3600')
      return { text: asset.body, contentType: asset.contentType }
    }),
  )
  app.get(
    '/healthz',
    handle({ name: 'healthz', tier: undefined }, async () => {
      const chains = await Promise.all(engines.map((engine) => engine.health()))
      const ok = chains.every((chain) => chain.ok)
      const json = {
        status: ok ? 'ok' : 'degraded',
        chains: chains.map((chain) => ({
          ...chain,
          headBlock: chain.headBlock === null ? null : Number(chain.headBlock),
          stateBlock: chain.stateBlock === null ? null : Number(chain.stateBlock),
        })),
      }
      return { json, status: ok ? 200 : 503 }
    }),
  )
  if (serveMetrics)
    app.get(
      '/metrics',
      handle({ name: 'metrics', tier: undefined }, async ({ event }) => {
        checkMetricsToken({ token: metricsToken, authorization: event.req.headers.get('authorization') })
        return { text: await metrics.registry.metrics(), contentType: metrics.registry.contentType }
      }),
    )
  if (crossChain) registerCrossChainRoutes({ app, service: crossChain.service, prefix: crossChain.prefix, handle, readText })
  app.all(
    '/**',
    handle({ name: 'unknown', tier: 'info' }, ({ event }) => {
      throw new EndpointNotFoundError({ method: event.req.method, path: event.url.pathname.slice(0, 100) })
    }),
  )
  return app
}
