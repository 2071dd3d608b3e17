import { z } from 'zod'
import { defineChainEndpoint, type Endpoint } from '../http/defineEndpoint.js'
import { formatQuoteResponse } from '../http/formatQuoteResponse.js'
import { quoteRequestSchema } from '../http/schemas.js'
import { toEngineQuoteParameters } from '../http/toEngineQuoteParameters.js'
import { loadOpenApiExamples } from '../openapi/loadOpenApiExamples.js'
import type { QuoteStreams } from './createQuoteStreams.js'
import { quoteStreamQuerySchema } from './quoteStreamQuerySchema.js'

export type QuoteStreamEndpointParameters = {
  streams: QuoteStreams
}

const LISTS = new Set(['includedSources', 'excludedSources'])

/** The query parameters in the OpenAPI document: `/quote`'s request fields, by its schema. */
function queryParameters(): unknown[] {
  const schema = z.toJSONSchema(quoteRequestSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, { description?: string }>
    required?: string[]
  }
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    description: LISTS.has(name) ? `${property.description} Comma-separated.` : property.description,
    schema: LISTS.has(name) ? { type: 'string', examples: ['0,3'] } : property,
  }))
}

const examples = loadOpenApiExamples({ name: 'aggregator' })

/**
 * `GET /{chainId}/v1/quote/stream`: `/quote` as Server-Sent Events. The order is checked as
 * `/quote` checks it (an invalid one is answered with its JSON error and status, no stream);
 * then `quote` events carry `/quote`'s body each time the answer changes (see
 * `createQuoteStreams`), `error` events `/quote`'s error body, `: ping` comments keep the
 * connection alive, and `end` says why the server closed it. Opening one costs a quote of the
 * caller's rate limit.
 */
export function quoteStreamEndpoint({ streams }: QuoteStreamEndpointParameters): Endpoint {
  return defineChainEndpoint({
    name: 'quote-stream',
    method: 'GET',
    path: '/:chainId/v1/quote/stream',
    tier: 'api',
    query: quoteStreamQuerySchema,
    docs: {
      summary: 'Stream a quote, block by block',
      description:
        "/quote's order as query parameters, answered with Server-Sent Events: `event: quote` with /quote's JSON body (its blockNumber the block it was computed at) at once, " +
        'then each time the pool state moves to a new block where the answer differs (its block number aside); `event: error` with /quote’s error body when a quote fails (the stream stays open); ' +
        '`: ping` comments every 15 s; `event: end` with `{"reason":"idle"|"shutdown"|"slow"}` before the server closes it (idle: nothing sent for 5 min by default). ' +
        'An invalid order is answered with its JSON error and status instead. Opening a stream counts as a quote against the rate limit; each client address may hold a few open (429 past it), and the server a bounded number (503).',
      operationId: 'quoteStream',
      optionalKey: true,
      parameters: queryParameters(),
      responseDescription: 'A text/event-stream of quote, error and end events',
      responseMediaType: 'text/event-stream',
      responseExample: `event: quote\ndata: ${JSON.stringify(examples.quoteSell)}\n\n: ping\n\n`,
      errors: {
        INVALID_AMOUNT: {
          description:
            'An invalid order, as /quote answers it (INVALID_PARAMETERS, INVALID_TOKEN, INVALID_AMOUNT); a query parameter that is not a number or list of numbers where one is expected (INVALID_PARAMETERS).',
          code: 'INVALID_PARAMETERS',
          message: 'Query parameter slippage: Too big: expected number to be <=0.5',
        },
        UnauthorizedError: {
          description: 'Invalid API key (INVALID_PARAMETERS), with WWW-Authenticate: Bearer.',
          code: 'INVALID_PARAMETERS',
          message: 'Invalid API key.',
        },
        TooManyQuoteStreamsError: {
          description: 'Rate limit exceeded (see Retry-After), or the client address holds as many streams as it may (INVALID_PARAMETERS).',
          code: 'INVALID_PARAMETERS',
          message: 'Too many quote streams: this client holds 8, the most it may; close one first.',
        },
        QuoteStreamsFullError: {
          description:
            'The server holds as many streams as it may, is shutting down, or the chain is unavailable (INTERNAL_ERROR); retry after Retry-After seconds.',
          code: 'INTERNAL_ERROR',
          message: 'The server holds as many quote streams as it may. Retry shortly.',
        },
      },
    },
    handler: ({ engine, apiKey, client, query }) => {
      const parameters = toEngineQuoteParameters({ request: query, engine, apiKey })
      const partnerId = apiKey?.partnerId
      const key = JSON.stringify({ ...parameters, partnerId }, (_name, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
      const stream = streams.open({
        engine,
        client,
        key,
        quote: async () => formatQuoteResponse({ quote: await engine.quote(parameters), slippage: query.slippage, engine, partnerId }),
      })
      return { stream, contentType: 'text/event-stream; charset=utf-8' }
    },
  })
}
