import { z } from 'zod'
import { requestSchemas, responseSchemas } from '../http/schemas.js'
import { aggregatorExamples as examples } from './aggregatorExamples.js'

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
const json = (id: string, description: string, example?: unknown) => ({
  description,
  content: { 'application/json': { schema: ref(id), ...(example === undefined ? {} : { example }) } },
})
const error = (description: string, code: string, message: string) => json('ErrorResponse', description, { error: code, message })

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
  const invalidKey = error(
    'Invalid API key (INVALID_PARAMETERS), with WWW-Authenticate: Bearer; a key is never downgraded to anonymous access.',
    'INVALID_PARAMETERS',
    'Invalid API key.',
  )
  const limited = error(
    'Rate limit exceeded (INVALID_PARAMETERS); see Retry-After and the RateLimit-* headers.',
    'INVALID_PARAMETERS',
    'Rate limit exceeded; retry in 12 s.',
  )
  const badChain = error('Unsupported chain (INVALID_PARAMETERS).', 'INVALID_PARAMETERS', 'Unsupported chain "10"; see GET /chains.')
  const unavailable = error(
    'The chain (RPC node) does not answer, its pool state is stale, or token metadata is still loading (INTERNAL_ERROR); retry after Retry-After seconds.',
    'INTERNAL_ERROR',
    'The chain is unavailable. Retry shortly.',
  )
  const routeErrors = {
    '400': error(
      'Invalid request (INVALID_PARAMETERS: malformed JSON or fields, unsupported chain, both or neither amount, slippage or fee out of range, partnerFeeBps without a key, unknown source IDs, tokenIn = tokenOut; INVALID_TOKEN: a token that is not routable, or, for a swap, one whose transfers move other amounts than quoted in the swap simulation or whose allowance or balance read fails; INVALID_AMOUNT: zero, malformed, beyond uint256, or too small to produce any output).',
      'INVALID_AMOUNT',
      'amountIn: Amount must be greater than zero.',
    ),
    '401': invalidKey,
    '404': error(
      'No path of pools joins the tokens (NO_ROUTE_FOUND), or the paths cannot carry the amount (INSUFFICIENT_LIQUIDITY).',
      'INSUFFICIENT_LIQUIDITY',
      'The paths from 0x5555555555555555555555555555555555555555 to 0x5FbDB2315678afecb367f032d93F642f64180aa3 cannot carry 100000000000000000000000000.',
    ),
    '429': limited,
    '503': unavailable,
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
        'optional; it raises rate limits 10x and enables partnerFeeBps. Every error answers { error, message } with the HTTP status listed per endpoint.',
    },
    paths: {
      '/chains': {
        get: {
          summary: 'Supported chains',
          description: 'serviceAg.chains: the chains of the aggregator API; meta.chains: the chains open to meta-aggregator competitions.',
          operationId: 'getChains',
          responses: { '200': json('ChainsResponse', 'Chains', examples.chains), '401': invalidKey, '429': limited },
        },
      },
      '/{chainId}/v1/sources': {
        get: {
          summary: 'Liquidity sources of a chain',
          operationId: 'getSources',
          parameters: [chainId],
          responses: { '200': json('SourcesResponse', 'Sources', examples.sources), '400': badChain, '401': invalidKey, '429': limited },
        },
      },
      '/{chainId}/v1/tokens': {
        get: {
          summary: 'Tokens of a chain',
          description: 'Every token the chain can route, with decimals and a USD price from the pool graph (0 when unknown). An extension beyond the spec.',
          operationId: 'getTokens',
          parameters: [chainId],
          responses: {
            '200': json('TokensResponse', 'Tokens (list shortened in this example)', examples.tokens),
            '400': badChain,
            '401': invalidKey,
            '429': limited,
            '503': unavailable,
          },
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
                  sell: { summary: 'Sell 1 HYPE (native) for USDT0', value: examples.quoteSellRequest },
                  buy: { summary: 'Buy 100 USDT0 (6 decimals) with HYPE', value: examples.quoteBuyRequest },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'Quote',
              content: {
                'application/json': {
                  schema: ref('QuoteResponse'),
                  examples: {
                    sell: { summary: 'Sell: minOutputAmount set', value: examples.quoteSell },
                    buy: { summary: 'Buy: maxInputAmount set', value: examples.quoteBuy },
                  },
                },
              },
            },
            ...routeErrors,
          },
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
                example: examples.swapRequest,
              },
            },
          },
          responses: {
            '200': json('SwapResponse', 'Swap: approve, then the swap', examples.swap),
            ...routeErrors,
            '404': error(
              'No route (NO_ROUTE_FOUND), not enough liquidity for the amount, or the swap transaction fails simulation from userAddress (INSUFFICIENT_LIQUIDITY).',
              'INSUFFICIENT_LIQUIDITY',
              'The swap failed simulation: ERC20: transfer amount exceeds balance. Route of 1 path at block 349.',
            ),
          },
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
          requestBody: { required: true, content: { 'application/json': { schema: ref('V1ZapRequest'), example: examples.zapRequest } } },
          responses: {
            '200': json('V1ZapResponse', 'Zap: approve, then the zap', examples.zap),
            ...routeErrors,
            '404': error(
              'No route for the swaps (NO_ROUTE_FOUND, INSUFFICIENT_LIQUIDITY), an unknown pool or position manager, or an unknown position to increase (INVALID_PARAMETERS).',
              'INVALID_PARAMETERS',
              'Position 99 does not exist in position manager 0x3Aa5ebB10DC797CAC828524e59A333d0A371443c.',
            ),
          },
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
          requestBody: { required: true, content: { 'application/json': { schema: ref('V1RebalanceRequest'), example: examples.rebalanceRequest } } },
          responses: {
            '200': json('V1RebalanceResponse', 'Rebalance: approve the NFT, then the rebalance', examples.rebalance),
            ...routeErrors,
            '404': error(
              'Position or pool not found (INVALID_PARAMETERS), or no route for the swap (NO_ROUTE_FOUND, INSUFFICIENT_LIQUIDITY).',
              'INVALID_PARAMETERS',
              'Position 99 does not exist in position manager 0x3Aa5ebB10DC797CAC828524e59A333d0A371443c.',
            ),
          },
        },
      },
      ...extraPaths,
    },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Optional API key.' } } },
  }
}
