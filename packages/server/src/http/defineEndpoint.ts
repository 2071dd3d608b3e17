import type { ChainEngine } from '@sluice/core'
import type { H3Event } from 'h3'
import type { z } from 'zod'
import type { ApiKeyEntry } from '../auth/ApiKeyEntry.js'
import type { RateLimitTier } from '../rateLimit/createRateLimiter.js'
import type { ErrorRowKey } from './errorStatusTable.js'
import { validateRequest } from './validateRequest.js'

/**
 * What a handler answers: JSON (written with the native token in lower case), text, or a stream
 * (sent as it comes, never compressed), with a status (default 200).
 */
export type EndpointResult = ({ json: unknown } | { text: string; contentType: string } | { stream: ReadableStream<Uint8Array>; contentType: string }) & {
  status?: number
  /** The body is the same on every request (a file, a page): compressed once and kept. */
  static?: true | undefined
  /** Why a 5xx answered without an error (e.g. `/healthz` degraded): its log line's `error`. */
  problem?: string | undefined
}

/** What a handler gets of any request: its event, API key, client and response headers. */
export type EndpointRequest = {
  event: H3Event
  apiKey: ApiKeyEntry | undefined
  /** The client's address bucket (an IPv4 address, an IPv6 /64; behind trusted proxies the one they name). */
  client: string
  /** Response headers (e.g. a content policy). */
  headers: Headers
  /** The path's parameters, as given. */
  params: Record<string, string>
}

/** A request on a chain's path: the engine of its `:chainId` (an unknown chain is refused before the handler runs). */
export type ChainEndpointRequest = EndpointRequest & { engine: ChainEngine }

/** What a handler gets: the request, its body and query validated by the declaration's schemas. */
export type EndpointContext<body, query, request extends EndpointRequest = EndpointRequest> = request & { body: body; query: query }

/** An error answer as the OpenAPI document shows it: when it happens, and an example of its code and message (its status is its row's). */
export type EndpointError = { description: string; code: string; message: string }

/** The OpenAPI operation of an endpoint, beyond what its schemas give. */
export type EndpointDocs = {
  summary: string
  description?: string | undefined
  operationId: string
  tags?: string[] | undefined
  /** Parameters besides `chainId` (added to every path that has one). */
  parameters?: unknown[] | undefined
  /** Whether an API key is optional (`[{}, { bearer: [] }]`); default: not mentioned. */
  optionalKey?: true | undefined
  /** One example request body, or several by name. */
  requestExample?: unknown
  requestExamples?: Record<string, { summary: string; value: unknown }> | undefined
  /** The 200 answer: what it is, one example or several by name. */
  responseDescription: string
  /** The 200 answer's media type; default `application/json` (by the endpoint's `response` schema). */
  responseMediaType?: 'text/event-stream' | undefined
  responseExample?: unknown
  responseExamples?: Record<string, { summary: string; value: unknown }> | undefined
  /**
   * The error answers, each by the row of `errorStatusTable` that its example falls under: the
   * row gives its HTTP status, so the document shows the status the server answers. One answer
   * per status.
   */
  errors: Partial<Record<ErrorRowKey, EndpointError>>
}

/** A chain's route: `:chainId` names the chain whose engine the handler gets. */
export type ChainPath = `${string}:chainId${string}`

/** What every endpoint declares besides its handler (the app and the OpenAPI document read these). */
export type EndpointFields<body extends z.ZodType = z.ZodType, query extends z.ZodType = z.ZodType> = {
  /** Its name in logs and metrics. */
  name: string
  method: 'GET' | 'POST' | 'ALL'
  /** An h3 route (`/:chainId/v1/quote`). */
  path: string
  /** Its rate-limit budget; `undefined`: neither limited nor authenticated. */
  tier: RateLimitTier | undefined
  /** Whose error codes its answers carry: the aggregator API's (default) or the meta aggregator's. */
  api?: 'meta' | undefined
  /** The JSON body, validated before the handler runs (`INVALID_TOKEN`, `INVALID_AMOUNT` or `INVALID_PARAMETERS`). */
  body?: body | undefined
  /** The query parameters, validated before the handler runs (`INVALID_PARAMETERS`). */
  query?: query | undefined
  /** The 200 answer's schema (a schema of `responseSchemas`). */
  response?: z.ZodType | undefined
  /** Absent: served but not in the OpenAPI document. */
  docs?: EndpointDocs | undefined
  /** Its latency is observed in the quote-duration histogram (`sluice_quote_duration_seconds`), by chain. */
  quoteDuration?: true | undefined
}

type Answer = Promise<EndpointResult> | EndpointResult

/**
 * One endpoint, declared once: the h3 route, its rate limit, the request's validation, the OpenAPI
 * operation and the handler are all generated from it (`createApp`, `createOpenApiDocument`).
 */
export type EndpointDeclaration<body extends z.ZodType = z.ZodType, query extends z.ZodType = z.ZodType> = EndpointFields<body, query> & {
  handler(context: EndpointContext<z.output<body>, z.output<query>>): Answer
}

/** An endpoint of one chain: its path names the chain (`/:chainId/...`), and its handler gets the chain's engine. */
export type ChainEndpointDeclaration<body extends z.ZodType = z.ZodType, query extends z.ZodType = z.ZodType> = EndpointFields<body, query> & {
  path: ChainPath
  handler(context: EndpointContext<z.output<body>, z.output<query>, ChainEndpointRequest>): Answer
}

/**
 * An endpoint of any request types, as the app and the OpenAPI document read it: its fields, and
 * `serve`, which validates the request by its schemas and runs its handler. A chain's endpoint is
 * served with the engine of its `:chainId`.
 */
export type Endpoint = EndpointFields &
  (
    | { scope: 'server'; serve(request: EndpointRequest): Promise<EndpointResult> }
    | { scope: 'chain'; serve(request: ChainEndpointRequest): Promise<EndpointResult> }
  )

/** Declares an endpoint; the handler's `body` and `query` are typed by the schemas. */
export function defineEndpoint<body extends z.ZodType = z.ZodUnknown, query extends z.ZodType = z.ZodUnknown>({
  handler,
  ...fields
}: EndpointDeclaration<body, query>): Endpoint {
  return {
    ...fields,
    scope: 'server',
    serve: async (request: EndpointRequest) =>
      handler({ ...request, ...(await validateRequest({ event: request.event, body: fields.body, query: fields.query })) }),
  }
}

/** Declares an endpoint of one chain (`/:chainId/...`): as `defineEndpoint`, and its handler gets the chain's engine. */
export function defineChainEndpoint<body extends z.ZodType = z.ZodUnknown, query extends z.ZodType = z.ZodUnknown>({
  handler,
  ...fields
}: ChainEndpointDeclaration<body, query>): Endpoint {
  return {
    ...fields,
    scope: 'chain',
    serve: async (request: ChainEndpointRequest) =>
      handler({ ...request, ...(await validateRequest({ event: request.event, body: fields.body, query: fields.query })) }),
  }
}
