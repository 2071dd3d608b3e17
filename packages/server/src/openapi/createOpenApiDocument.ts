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
        'the native token is 0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee (any case in requests, lower case in responses). ' +
        'priceImpactPct is in percent and includes LP fees. An API key (Authorization: Bearer <key>) is ' +
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
      '/{chainId}/v1/tokens': {
        get: {
          summary: 'Tokens of a chain',
          description: 'Every token the chain can route, with decimals and a USD price from the pool graph (0 when unknown). An extension beyond the spec.',
          operationId: 'getTokens',
          parameters: [chainId],
          responses: { '200': json('TokensResponse', 'Tokens'), '400': errors['400'], '429': errors['429'], '503': routeErrors['503'] },
        },
      },
      '/{chainId}/v1/quote': {
        post: {
          summary: 'Quote a swap',
          description: 'Best route for selling amountIn or buying amountOut (exactly one), without transaction data.',
          operationId: 'quote',
          parameters: [chainId],
          security: [{}, { bearer: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: ref('QuoteRequest'),
                examples: {
                  sell: { summary: 'Sell 1 native token', value: { tokenIn: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', tokenOut: '0x5FbDB2315678afecb367f032d93F642f64180aa3', amountIn: '1000000000000000000', slippage: 0.005 } },
                  buy: { summary: 'Buy 100 units of a 6-decimal token', value: { tokenIn: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', tokenOut: '0x5FbDB2315678afecb367f032d93F642f64180aa3', amountOut: '100000000' } },
                },
              },
            },
          },
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
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: ref('SwapRequest'),
                example: {
                  tokenIn: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
                  tokenOut: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
                  amountIn: '1000000000',
                  slippage: 0.01,
                  userAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
                },
              },
            },
          },
          responses: { '200': json('SwapResponse', 'Swap'), ...routeErrors },
        },
      },
      '/{chainId}/v1/zap': {
        post: {
          summary: 'Zap one token into a concentrated-liquidity position',
          description:
            'Swaps the input to the ratio of the range and mints a new position (or increases positionId), in one transaction; leftovers are refunded in it. ' +
            'Transactions: approve the router (ERC-20 input, when needed), then the zap; native input: send the zap with value = amountIn.',
          operationId: 'zap',
          parameters: [chainId],
          security: [{}, { bearer: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: ref('V1ZapRequest') } } },
          responses: { '200': json('V1ZapResponse', 'Zap'), ...routeErrors, '404': json('ErrorResponse', 'No route, unknown pool or position manager, or unknown position (increase).') },
        },
      },
      '/{chainId}/v1/rebalance': {
        post: {
          summary: 'Move a position to a new range',
          description:
            'Withdraws the position in full (earned fees included), burns its NFT, swaps to the new range’s ratio and mints the new position to the owner, in one transaction. ' +
            'Transactions: approve the router for the NFT (when needed), then the rebalance.',
          operationId: 'rebalance',
          parameters: [chainId],
          security: [{}, { bearer: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: ref('V1RebalanceRequest') } } },
          responses: { '200': json('V1RebalanceResponse', 'Rebalance'), ...routeErrors, '404': json('ErrorResponse', 'Position or pool not found.') },
        },
      },
      ...extraPaths,
    },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Optional API key.' } } },
  }
}
