import { crossChainExamples } from './crossChainOpenApiExamples.js'

export type CrossChainOpenApiPathsParameters = {
  prefix: string
  /** A configured bridge's kind, named in the examples. */
  bridge: string
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const json = (id: string, description: string, example?: unknown) => ({
  description,
  content: { 'application/json': { schema: ref(id), ...(example === undefined ? {} : { example }) } },
})
const error = (description: string, code: string, message: string) => json('ErrorResponse', description, { error: code, message })

/** The OpenAPI paths of the cross-chain API, with every status it answers. */
export function crossChainOpenApiPaths({ prefix, bridge }: CrossChainOpenApiPathsParameters): Record<string, Record<string, unknown>> {
  const examples = crossChainExamples(bridge)
  const invalidKey = error('Invalid API key (INVALID_PARAMETERS), with WWW-Authenticate: Bearer.', 'INVALID_PARAMETERS', 'Invalid API key.')
  const limited = {
    '401': invalidKey,
    '429': error(
      'Rate limit exceeded (INVALID_PARAMETERS; same budgets as the aggregator API); see Retry-After and RateLimit-* headers.',
      'INVALID_PARAMETERS',
      'Rate limit exceeded; retry in 12 s.',
    ),
  }
  const unavailable = error(
    'A chain does not answer or its pool state is stale (INTERNAL_ERROR); retry after Retry-After seconds.',
    'INTERNAL_ERROR',
    'The chain is unavailable. Retry shortly.',
  )
  return {
    [`${prefix}/v1/chains`]: {
      get: {
        summary: 'Cross-chain: chains',
        operationId: 'crossChainChains',
        tags: ['cross-chain'],
        responses: { '200': json('CrossChainChainsResponse', 'Chains with a bridge, and where each can bridge to', examples.chains), ...limited },
      },
    },
    [`${prefix}/v1/currencies`]: {
      get: {
        summary: 'Cross-chain: currencies of chains',
        operationId: 'crossChainCurrencies',
        tags: ['cross-chain'],
        parameters: [
          {
            name: 'chainIds',
            in: 'query',
            required: true,
            description: 'Comma-separated chain IDs, e.g. 999,1868.',
            schema: { type: 'string' },
            example: '999,1868',
          },
        ],
        responses: {
          '200': json(
            'CrossChainCurrenciesResponse',
            'The native token and every routable token of each chain; `bridgeable` marks the bridged ones (list shortened in this example)',
            examples.currencies,
          ),
          '400': error(
            'Missing or malformed chainIds, or a chain the cross-chain API does not serve (INVALID_PARAMETERS).',
            'INVALID_PARAMETERS',
            'chainIds: chain 10 is not served by the cross-chain API; see GET /v1/chains.',
          ),
          ...limited,
        },
      },
    },
    [`${prefix}/v1/quote`]: {
      post: {
        summary: 'Cross-chain: quote with transactions',
        description:
          "From any token on the origin to any token on the destination: an origin swap into a bridged token when needed, the bridge deposit, and a destination swap run by the bridge's message handler when needed. Send `transactions` in order; the last is the deposit.",
        operationId: 'crossChainQuote',
        tags: ['cross-chain'],
        security: [{}, { bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: ref('CrossChainQuoteRequest'), example: examples.quoteRequest } } },
        responses: {
          '200': json('CrossChainQuoteResponse', 'Quote: USDT0 on 999 bridged by Across, then swapped to ETH on 1868 by the message handler', examples.quote),
          '400': error(
            'Invalid parameters (INVALID_PARAMETERS, INVALID_TOKEN, INVALID_AMOUNT).',
            'INVALID_AMOUNT',
            'amountIn: Amount must be greater than zero.',
          ),
          '404': error(
            'No bridge route between the chains for these tokens (NO_ROUTE_FOUND), or not enough liquidity for a swap leg (INSUFFICIENT_LIQUIDITY).',
            'NO_ROUTE_FOUND',
            'No bridge route from chain 999 to 1868.',
          ),
          ...limited,
          '503': unavailable,
        },
      },
    },
    [`${prefix}/v1/transactions/{sourceTxHash}`]: {
      get: {
        summary: 'Cross-chain: status of a deposit',
        description:
          "Read from the chains: the deposit event on the origin, the fill on the destination, the fill deadline against the destination's clock. States: pending → filled; pending → expired → refunded.",
        operationId: 'crossChainStatus',
        tags: ['cross-chain'],
        parameters: [
          {
            name: 'sourceTxHash',
            in: 'path',
            required: true,
            description: 'Hash of the deposit transaction on the origin chain.',
            schema: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
            example: examples.status.primaryTransaction.hash,
          },
        ],
        responses: {
          '200': json('CrossChainStatus', 'Status', examples.status),
          '400': error('Malformed hash (INVALID_PARAMETERS).', 'INVALID_PARAMETERS', 'sourceTxHash must be a 0x-prefixed 32-byte transaction hash.'),
          '404': error(
            'No supported chain has this transaction, or it made no bridge deposit (INVALID_PARAMETERS).',
            'INVALID_PARAMETERS',
            `Transaction ${examples.status.primaryTransaction.hash} is no bridge deposit on a supported chain.`,
          ),
          ...limited,
          '503': error(
            'A chain does not answer (INTERNAL_ERROR); retry after Retry-After seconds.',
            'INTERNAL_ERROR',
            'A chain of the bridge-across bridge did not answer. Retry shortly.',
          ),
        },
      },
    },
  }
}
