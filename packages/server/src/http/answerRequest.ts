import { randomUUID } from 'node:crypto'
import { type H3Event, HTTPResponse } from 'h3'
import type { Logger } from 'pino'
import type { Metrics } from '../metrics/createMetrics.js'
import { type CompressionCache, compressAnswer } from './compressAnswer.js'
import type { Endpoint, EndpointResult } from './defineEndpoint.js'
import { logRequest } from './logRequest.js'
import { stringifyAnswer } from './stringifyAnswer.js'
import { toErrorResponse } from './toErrorResponse.js'

/** What the route learns of a request as it runs, for its answer and log line. */
export type RequestScope = {
  /** The answer's headers (its request ID, rate limits, a handler's own). */
  headers: Headers
  /** The chain of the path, once its engine is found. */
  chainId?: number | undefined
}

export type AnswerRequestParameters = {
  endpoint: Endpoint
  event: H3Event
  metrics: Metrics
  logger: Logger
  /** Static answers, compressed once per encoding. */
  compressed: CompressionCache
  /** The route's work (its chain, rate limit and key, the handler), told the request's scope. */
  run(scope: RequestScope): Promise<EndpointResult>
}

/**
 * The answer of every route: its body or its error (`{ error, message }`), its headers, one log line and its metrics.
 * An h3 `HTTPResponse`, not a web `Response`: h3 sends its string or bytes straight to Node's
 * socket, where a web `Response` would be read back through a web stream and sent in chunks.
 */
export async function answerRequest({ endpoint, event, metrics, logger, compressed, run }: AnswerRequestParameters): Promise<HTTPResponse> {
  const started = performance.now()
  const incomingId = event.req.headers.get('x-request-id')
  const requestId = incomingId && /^[\w.-]{1,64}$/.test(incomingId) ? incomingId : randomUUID()
  const headers = new Headers({ 'X-Request-Id': requestId })
  const scope: RequestScope = { headers }
  let status = 200
  let code: string | undefined
  let failure: unknown
  let problem: string | undefined
  let body: string | ReadableStream<Uint8Array>
  let contentType = 'application/json'
  let isStatic = false
  try {
    const result = await run(scope)
    status = result.status ?? 200
    problem = result.problem
    isStatic = result.static === true
    if ('json' in result) body = stringifyAnswer(result.json)
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
  const chain = scope.chainId === undefined ? '' : String(scope.chainId)
  const latencyMs = performance.now() - started
  headers.set('Content-Type', contentType)
  metrics.requests.inc({ endpoint: endpoint.name, status })
  if (endpoint.quoteDuration) metrics.quoteDuration.observe({ chain, endpoint: endpoint.name, status }, latencyMs / 1000)
  logRequest({ logger, requestId, method: event.req.method, endpoint: endpoint.name, chain, status, code, latencyMs, failure, problem })
  if (typeof body !== 'string') return new HTTPResponse(body, { status, headers })
  const answer = await compressAnswer({
    body,
    contentType,
    acceptEncoding: event.req.headers.get('accept-encoding'),
    cache: isStatic && status === 200 ? compressed : undefined,
  })
  if (answer.varies) headers.append('Vary', 'Accept-Encoding')
  if (answer.encoding) headers.set('Content-Encoding', answer.encoding)
  return new HTTPResponse(answer.body, { status, headers })
}
