import { randomUUID } from 'node:crypto'
import { type ChainEngine, InvalidParametersError, isSluiceError, NATIVE_TOKEN_ADDRESS, summarizeError } from '@sluice/core'
import type { CrossChainService } from '@sluice/cross-chain'
import type { MetaAggregator } from '@sluice/meta'
import { assertBodySize, getRequestIP, getValidatedQuery, H3, type H3Event, type Middleware, readValidatedBody } from 'h3'
import type { Logger } from 'pino'
import type { ApiKeyEntry } from './auth/ApiKeyEntry.js'
import type { KeyStore } from './auth/createKeyStore.js'
import { clientBucket } from './clientAddress/clientBucket.js'
import { resolveClientAddress } from './clientAddress/resolveClientAddress.js'
import type { TrustProxy } from './clientAddress/TrustProxy.js'
import { crossChainEndpoints } from './crossChain/crossChainEndpoints.js'
import { EndpointNotFoundError } from './errors.js'
import { explorerEndpoints } from './explorer/explorerEndpoints.js'
import type { ExplorerSandboxChain } from './explorer/forwardSandboxRpc.js'
import { loadExplorerAssets } from './explorer/loadExplorerAssets.js'
import { aggregatorEndpoints } from './http/aggregatorEndpoints.js'
import { type CompressionCache, compressAnswer } from './http/compressAnswer.js'
import { defineEndpoint, type Endpoint, type EndpointResult } from './http/defineEndpoint.js'
import { operationsEndpoints } from './http/operationsEndpoints.js'
import { toErrorResponse } from './http/toErrorResponse.js'
import { toValidationError } from './http/toValidationError.js'
import { metaEndpoints } from './meta/metaEndpoints.js'
import type { Metrics } from './metrics/createMetrics.js'
import { createOpenApiDocument } from './openapi/createOpenApiDocument.js'
import { docsEndpoints } from './openapi/docsEndpoints.js'
import type { RateLimiter, RateLimitTier } from './rateLimit/createRateLimiter.js'
import { createQuoteStreams, type QuoteStreams } from './stream/createQuoteStreams.js'
import { quoteStreamEndpoint } from './stream/quoteStreamEndpoint.js'

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
  /** The sandbox chains served, for the explorer's execution with a funded account; absent on real chains. */
  sandbox?: readonly ExplorerSandboxChain[] | undefined
  /** Names the server is reached by besides `localhost` (the sandbox RPC answers only requests naming it). */
  hostNames?: readonly string[] | undefined
  /** The quote streams (`/{chainId}/v1/quote/stream`) and their bounds; default `createQuoteStreams()`'s. Whoever passes them closes them (`startServer` does, before the listener). */
  quoteStreams?: QuoteStreams | undefined
}

/** Largest request body accepted, in bytes. */
const MAX_BODY_BYTES = 64 * 1024

/** What the route's middleware hands the handler: its chain's engine, its API key and the response headers. */
type RequestContext = { engine?: ChainEngine; apiKey?: ApiKeyEntry; headers: Headers }

/**
 * The h3 app of the server's APIs: every endpoint comes from a declaration (`defineEndpoint`), and
 * the same declarations give the OpenAPI document. Each route runs h3 middleware in order (the
 * answer, its log and metrics, and errors in `{ error, message }`; the path's chain; the rate limit
 * and API key), then validates the request with the declaration's schemas and runs its handler.
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
  const byChain = new Map(engines.map((engine) => [engine.chainId, engine]))
  const compressed: CompressionCache = new Map()
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

  const contextOf = (event: H3Event) => event.context as unknown as RequestContext

  /** The answer of every route: its body or its error, its headers, one log line and its metrics. */
  const respond =
    (endpoint: Endpoint): Middleware =>
    async (event, next) => {
      const started = performance.now()
      const incomingId = event.req.headers.get('x-request-id')
      const requestId = incomingId && /^[\w.-]{1,64}$/.test(incomingId) ? incomingId : randomUUID()
      const headers = new Headers({ 'X-Request-Id': requestId })
      contextOf(event).headers = headers
      let status = 200
      let code: string | undefined
      let failure: unknown
      let problem: string | undefined
      let body: string | ReadableStream<Uint8Array>
      let contentType = 'application/json'
      let isStatic = false
      try {
        const result = (await next()) as EndpointResult
        status = result.status ?? 200
        problem = result.problem
        isStatic = result.static === true
        if ('json' in result) body = JSON.stringify(result.json, nativeInLowerCase)
        else if ('stream' in result) {
          body = result.stream
          contentType = result.contentType
          headers.set('Cache-Control', 'no-store')
          // Proxies that buffer answers (nginx) pass each event on as it comes.
          headers.set('X-Accel-Buffering', 'no')
        } else {
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
      const chain = contextOf(event).engine ? String(contextOf(event).engine?.chainId) : ''
      const latencyMs = performance.now() - started
      headers.set('Content-Type', contentType)
      metrics.requests.inc({ endpoint: endpoint.name, status })
      if (endpoint.name === 'quote' || endpoint.name === 'swap') metrics.quoteDuration.observe({ chain, endpoint: endpoint.name, status }, latencyMs / 1000)
      // One bounded line per request: a failure's cause in a few hundred bytes, its stack only at debug level.
      // A third party's own words (an aggregator's message, a revert string) are logged, never answered.
      const thirdPartyText = isSluiceError(failure) ? failure.thirdPartyText : undefined
      const line = {
        requestId,
        method: event.req.method,
        endpoint: endpoint.name,
        chain,
        status,
        code,
        latencyMs: Math.round(latencyMs * 100) / 100,
        ...(thirdPartyText === undefined ? {} : { thirdPartyText }),
      }
      if (status < 500) logger.info(line, 'request')
      else {
        const cause = {
          ...line,
          error: failure === undefined ? (problem ?? 'unknown') : summarizeError({ error: failure }),
          ...(logger.isLevelEnabled('debug') && failure instanceof Error ? { stack: failure.stack?.slice(0, 4_000) } : {}),
        }
        if (status === 503) logger.warn(cause, 'chain unavailable')
        else logger.error(cause, 'request failed')
      }
      if (typeof body !== 'string') return new Response(body, { status, headers })
      const answer = await compressAnswer({
        body,
        contentType,
        acceptEncoding: event.req.headers.get('accept-encoding'),
        cache: isStatic && status === 200 ? compressed : undefined,
      })
      if (answer.varies) headers.append('Vary', 'Accept-Encoding')
      if (answer.encoding) headers.set('Content-Encoding', answer.encoding)
      return new Response(answer.body, { status, headers })
    }

  /** The request's client address bucket (IPv6 by /64), from the socket or the trusted proxies. */
  const clientOf = (event: H3Event) =>
    clientBucket({
      address: resolveClientAddress({ socketAddress: getRequestIP(event), forwardedFor: event.req.headers.get('x-forwarded-for'), trustProxy }),
    })

  /**
   * The engine of the path's `:chainId`; an unknown chain is refused before anything else. A chain
   * ID is written in canonical decimal: another spelling of a number (`0999`) names no endpoint (404).
   */
  const resolveChain: Middleware = (event) => {
    const raw = event.context.params?.chainId ?? ''
    if (/^[0-9]+$/.test(raw) && !/^(0|[1-9][0-9]{0,11})$/.test(raw))
      throw new EndpointNotFoundError({ method: event.req.method, path: event.url.pathname.slice(0, 100) })
    const engine = /^[0-9]{1,12}$/.test(raw) ? byChain.get(Number(raw)) : undefined
    if (!engine) throw new InvalidParametersError(`Unsupported chain "${raw.slice(0, 20)}"; see GET /chains.`)
    contextOf(event).engine = engine
  }

  /**
   * Spends the request's rate-limit budget and finds its API key. Limits apply before any
   * hashing: a key verified before is charged to the key; a request without a key to its client
   * address (IPv6 by /64); a key not verified yet first to the address's `auth` budget, so that
   * invalid keys are limited (429) before they cost a hash.
   */
  const limitAndAuthenticate =
    (tier: RateLimitTier): Middleware =>
    async (event) => {
      const { headers } = contextOf(event)
      const authorization = event.req.headers.get('authorization')
      let apiKey = keyStore.verified(authorization)
      const bucket = () => clientOf(event)
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
      if (apiKey) contextOf(event).apiKey = apiKey
    }

  /** The declaration's handler, with the request validated by its schemas (h3's validation; its errors answer as `toErrorResponse` says). */
  const run = (endpoint: Endpoint) => async (event: H3Event) => {
    const { engine, apiKey, headers } = contextOf(event)
    let body: unknown
    if (endpoint.body) {
      // Counted as it streams (a chunked body too): past the limit the read stops, and h3's 413 answers 400 INVALID_PARAMETERS.
      assertBodySize(event, MAX_BODY_BYTES)
      // Always JSON, whatever the Content-Type says (h3 would read a form-encoded body as a form).
      body = await readValidatedBody(event, endpoint.body, {
        type: 'json',
        onError: (result) => {
          throw toValidationError({ result, source: 'body' })
        },
      })
    }
    const query = endpoint.query
      ? await getValidatedQuery(event, endpoint.query, {
          onError: (result) => {
            throw toValidationError({ result, source: 'query' })
          },
        })
      : undefined
    const params = (event.context.params ?? {}) as Record<string, string>
    return endpoint.handler({ event, engine: engine as ChainEngine, apiKey, client: clientOf(event), headers, params, body, query })
  }

  const app = new H3({
    // Errors h3 raises itself (e.g. a malformed URL) answer in the API's error shape too.
    onError: (error) => {
      const { status, body } = toErrorResponse({ error })
      metrics.errors.inc({ code: body.error, status })
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    },
  })
  for (const endpoint of endpoints) {
    const middleware = [
      respond(endpoint),
      ...(endpoint.path.includes(':chainId') ? [resolveChain] : []),
      ...(endpoint.tier ? [limitAndAuthenticate(endpoint.tier)] : []),
    ]
    if (endpoint.method === 'ALL') app.all(endpoint.path, run(endpoint), { middleware })
    else app.on(endpoint.method, endpoint.path, run(endpoint), { middleware })
  }
  return app
}
