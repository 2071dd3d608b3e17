import { randomUUID } from 'node:crypto'
import { InvalidParametersError } from '@sluice/core'
import { H3, type H3Event, getRequestIP } from 'h3'
import type { Logger } from 'pino'
import type { KeyStore } from './auth/createKeyStore.js'
import type { ChainEngine } from '@sluice/core'
import { EndpointNotFoundError } from './errors.js'
import { formatQuoteResponse } from './http/formatQuoteResponse.js'
import { formatSwapResponse } from './http/formatSwapResponse.js'
import { formatTokensResponse } from './http/formatTokensResponse.js'
import { parseBody } from './http/parseBody.js'
import { quoteRequestSchema, swapRequestSchema } from './http/schemas.js'
import { toEngineQuoteParameters } from './http/toEngineQuoteParameters.js'
import { toErrorResponse } from './http/toErrorResponse.js'
import type { Metrics } from './metrics/createMetrics.js'
import { createOpenApiDocument } from './openapi/createOpenApiDocument.js'
import { renderDocsPage } from './openapi/renderDocsPage.js'
import type { RateLimiter, RateLimitTier } from './rateLimit/createRateLimiter.js'
import type { CrossChainService } from './crossChain/createCrossChainService.js'
import { crossChainOpenApiPaths } from './crossChain/crossChainOpenApiPaths.js'
import { registerCrossChainRoutes } from './crossChain/registerCrossChainRoutes.js'

export type CreateAppParameters = {
  engines: readonly ChainEngine[]
  keyStore: KeyStore
  rateLimiter: RateLimiter
  metrics: Metrics
  logger: Logger
  /** Take the client address from `X-Forwarded-For` (only behind a trusted proxy). */
  trustProxy?: boolean | undefined
  version: string
  /** The cross-chain API and its path prefix; absent: not served. */
  crossChain?: { service: CrossChainService; prefix: string } | undefined
}

type Endpoint = { name: string; tier: RateLimitTier | undefined }
type Context = { event: H3Event; engine: ChainEngine | undefined; apiKey: ReturnType<KeyStore['authenticate']>; headers: Headers }
type Body = ({ json: unknown } | { text: string; contentType: string }) & { status?: number }

/** The h3 app of the aggregator API: routes, auth, rate limits, errors, logs and metrics. */
export function createApp({ engines, keyStore, rateLimiter, metrics, logger, trustProxy = false, version, crossChain }: CreateAppParameters): H3 {
  const byChain = new Map(engines.map((engine) => [engine.chainId, engine]))
  const document = createOpenApiDocument({
    chainIds: engines.map((engine) => engine.chainId),
    version,
    extraPaths: crossChain ? crossChainOpenApiPaths({ prefix: crossChain.prefix }) : undefined,
  })
  const docsPage = renderDocsPage({ document })

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
      let body: string
      let contentType = 'application/json'
      try {
        const engine = event.context.params?.chainId === undefined ? undefined : engineOf(event)
        chain = engine ? String(engine.chainId) : ''
        const apiKey = endpoint.tier ? keyStore.authenticate(event.req.headers.get('authorization')) : undefined
        if (endpoint.tier) {
          const ip = getRequestIP(event, { xForwardedFor: trustProxy }) ?? 'unknown'
          const client = apiKey ? `key:${apiKey.prefix}` : `ip:${ip}`
          const limit = await rateLimiter.consume({ client, tier: endpoint.tier, keyed: apiKey !== undefined })
          for (const prefix of ['', 'X-']) {
            headers.set(`${prefix}RateLimit-Limit`, String(limit.limit))
            headers.set(`${prefix}RateLimit-Remaining`, String(limit.remaining))
            headers.set(`${prefix}RateLimit-Reset`, String(limit.resetSeconds))
          }
        }
        const result = await run({ event, engine, apiKey, headers })
        status = result.status ?? 200
        if ('json' in result) body = JSON.stringify(result.json)
        else {
          body = result.text
          contentType = result.contentType
        }
      } catch (error) {
        const answer = toErrorResponse({ error })
        status = answer.status
        code = answer.body.error
        body = JSON.stringify(answer.body)
        for (const [name, value] of Object.entries(answer.headers)) headers.set(name, value)
        metrics.errors.inc({ code, status })
        if (status === 503) logger.warn({ requestId, chain, err: error }, 'chain unavailable')
        else if (status >= 500) logger.error({ requestId, err: error }, 'request failed')
      }
      const latencyMs = performance.now() - started
      headers.set('Content-Type', contentType)
      metrics.requests.inc({ endpoint: endpoint.name, status })
      if (endpoint.name === 'quote' || endpoint.name === 'swap')
        metrics.quoteDuration.observe({ chain, endpoint: endpoint.name, status }, latencyMs / 1000)
      logger.info(
        { requestId, method: event.req.method, endpoint: endpoint.name, chain, status, code, latencyMs: Math.round(latencyMs * 100) / 100 },
        'request',
      )
      return new Response(body, { status, headers })
    }

  const readText = async (event: H3Event) => {
    const length = Number(event.req.headers.get('content-length') ?? 0)
    if (length > 64 * 1024) throw new InvalidParametersError('Request body is larger than 65536 bytes.')
    return event.req.text()
  }

  const app = new H3({
    // Errors h3 raises itself (e.g. a malformed URL) answer in the API's error shape too.
    onError: (error) => {
      const status = error.status >= 400 && error.status < 500 ? error.status : 500
      const body = { error: status === 500 ? 'INTERNAL_ERROR' : 'INVALID_PARAMETERS', message: status === 500 ? 'Internal server error.' : 'Malformed request.' }
      metrics.errors.inc({ code: body.error, status })
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    },
  })

  app.get(
    '/chains',
    handle({ name: 'chains', tier: 'info' }, () => {
      const chains = engines.map((engine) => ({ chainId: engine.chainId, name: engine.name }))
      return { json: { meta: { chains: [] }, serviceAg: { chains } } }
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
  app.get(
    '/openapi.json',
    handle({ name: 'openapi', tier: 'info' }, () => ({ json: document })),
  )
  app.get(
    '/docs',
    handle({ name: 'docs', tier: 'info' }, () => ({ text: docsPage, contentType: 'text/html; charset=utf-8' })),
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
  app.get(
    '/metrics',
    handle({ name: 'metrics', tier: undefined }, async () => ({ text: await metrics.registry.metrics(), contentType: metrics.registry.contentType })),
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
