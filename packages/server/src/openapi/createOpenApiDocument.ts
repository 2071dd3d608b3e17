import { z } from 'zod'
import { requestSchemas, responseSchemas } from '../http/schemas.js'

export type CreateOpenApiDocumentParameters = {
  /** Chain IDs the server serves (the `chainId` path parameter's values). */
  chainIds: readonly number[]
  version: string
  /** Paths of other APIs the server serves (the cross-chain API). */
  extraPaths?: Record<string, Record<string, unknown>> | undefined
}

export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> }
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const json = (id: string, description: string) => ({ description, content: { 'application/json': { schema: ref(id) } } })

/** The OpenAPI 3.1 document of the API, generated from the same zod schemas that validate requests. */
export function createOpenApiDocument({ chainIds, version, extraPaths }: CreateOpenApiDocumentParameters): OpenApiDocument {
  const uri = (id: string) => `#/components/schemas/${id}`
  const schemas: Record<string, unknown> = {}
  for (const [registry, io] of [
    [requestSchemas, 'input'],
    [responseSchemas, 'output'],
  ] as const)
    for (const [id, schema] of Object.entries(z.toJSONSchema(registry, { io, uri }).schemas)) {
      const { $schema: _schema, $id: _id, ...rest } = schema
      schemas[id] = rest
    }
  const chainId = {
    name: 'chainId',
    in: 'path',
    required: true,
    description: 'EVM chain ID; see GET /chains.',
    schema: { type: 'integer', enum: [...chainIds] },
  }
  const errors = {
    '400': json('ErrorResponse', 'Invalid request parameters (INVALID_PARAMETERS, INVALID_TOKEN, INVALID_AMOUNT).'),
    '401': json('ErrorResponse', 'Invalid API key (INVALID_PARAMETERS); a key is never downgraded to anonymous access.'),
    '429': json('ErrorResponse', 'Rate limit exceeded; see Retry-After and RateLimit-* headers.'),
  }
  const routeErrors = {
    ...errors,
    '404': json('ErrorResponse', 'No route (NO_ROUTE_FOUND) or not enough liquidity for the amount (INSUFFICIENT_LIQUIDITY).'),
    '503': json('ErrorResponse', 'The chain (RPC node) does not answer or the pool state is stale (INTERNAL_ERROR); retry later.'),
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sluice aggregator API',
      version,
      description:
        'Swap quotes and ready-to-sign swap transactions on each supported chain. Amounts are decimal strings in wei; ' +
        'the native token is 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE. An API key (Authorization: Bearer <key>) is ' +
        'optional; it raises rate limits 10x and enables partnerFeeBps.',
    },
    paths: {
      '/chains': {
        get: { summary: 'Supported chains', operationId: 'getChains', responses: { '200': json('ChainsResponse', 'Chains'), '429': errors['429'] } },
      },
      '/{chainId}/v1/sources': {
        get: {
          summary: 'Liquidity sources of a chain',
          operationId: 'getSources',
          parameters: [chainId],
          responses: { '200': json('SourcesResponse', 'Sources'), '400': errors['400'], '429': errors['429'] },
        },
      },
      '/{chainId}/v1/quote': {
        post: {
          summary: 'Quote a swap',
          description: 'Best route for selling amountIn or buying amountOut (exactly one), without transaction data.',
          operationId: 'quote',
          parameters: [chainId],
          security: [{}, { bearer: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: ref('QuoteRequest') } } },
          responses: { '200': json('QuoteResponse', 'Quote'), ...routeErrors },
        },
      },
      '/{chainId}/v1/swap': {
        post: {
          summary: 'Quote a swap with its transactions',
          description:
            'The quote plus the transactions to send in order (approve when needed, then the swap). Native input: send the swap with value = amountIn (sell) or maxInputAmount (buy).',
          operationId: 'swap',
          parameters: [chainId],
          security: [{}, { bearer: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: ref('SwapRequest') } } },
          responses: { '200': json('SwapResponse', 'Swap'), ...routeErrors },
        },
      },
      ...extraPaths,
    },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Optional API key.' } } },
  }
}
