export type CrossChainOpenApiPathsParameters = {
  prefix: string
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const json = (id: string, description: string) => ({ description, content: { 'application/json': { schema: ref(id) } } })
const error = (description: string) => json('ErrorResponse', description)

/** The OpenAPI paths of the cross-chain API, with every status it answers. */
export function crossChainOpenApiPaths({ prefix }: CrossChainOpenApiPathsParameters): Record<string, Record<string, unknown>> {
  const limited = { '429': error('Rate limit exceeded (same budgets as the aggregator API); see Retry-After and RateLimit-* headers.') }
  const bad = { '400': error('Invalid parameters (INVALID_PARAMETERS, INVALID_TOKEN, INVALID_AMOUNT).'), '401': error('Invalid API key.') }
  return {
    [`${prefix}/v1/chains`]: {
      get: { summary: 'Cross-chain: chains', operationId: 'crossChainChains', tags: ['cross-chain'], responses: { '200': json('CrossChainChainsResponse', 'Chains with a bridge, and where each can bridge to'), ...limited } },
    },
    [`${prefix}/v1/currencies`]: {
      get: {
        summary: 'Cross-chain: currencies of chains',
        operationId: 'crossChainCurrencies',
        tags: ['cross-chain'],
        parameters: [{ name: 'chainIds', in: 'query', required: true, description: 'Comma-separated chain IDs, e.g. 999,1868.', schema: { type: 'string' } }],
        responses: { '200': json('CrossChainCurrenciesResponse', 'The native token and every routable token of each chain; `bridgeable` marks the bridged ones'), '400': error('Missing or malformed chainIds, or a chain the cross-chain API does not serve (INVALID_PARAMETERS).'), ...limited },
      },
    },
    [`${prefix}/v1/quote`]: {
      post: {
        summary: 'Cross-chain: quote with transactions',
        description:
          'From any token on the origin to any token on the destination: an origin swap into a bridged token when needed, the bridge deposit, and a destination swap run by the bridge\'s message handler when needed. Send `transactions` in order; the last is the deposit.',
        operationId: 'crossChainQuote',
        tags: ['cross-chain'],
        security: [{}, { bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: ref('CrossChainQuoteRequest') } } },
        responses: {
          '200': json('CrossChainQuoteResponse', 'Quote'),
          ...bad,
          '404': error('No bridge route between the chains for these tokens (NO_ROUTE_FOUND), or not enough liquidity for a swap leg (INSUFFICIENT_LIQUIDITY).'),
          ...limited,
          '503': error('A chain does not answer or its pool state is stale; retry.'),
        },
      },
    },
    [`${prefix}/v1/transactions/{sourceTxHash}`]: {
      get: {
        summary: 'Cross-chain: status of a deposit',
        description: 'Read from the chains: the deposit event on the origin, the fill on the destination, the fill deadline against the destination\'s clock. States: pending → filled; pending → expired → refunded.',
        operationId: 'crossChainStatus',
        tags: ['cross-chain'],
        parameters: [{ name: 'sourceTxHash', in: 'path', required: true, description: 'Hash of the deposit transaction on the origin chain.', schema: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } }],
        responses: {
          '200': json('CrossChainStatus', 'Status'),
          '400': error('Malformed hash (INVALID_PARAMETERS).'),
          '404': error('No supported chain has this transaction, or it made no bridge deposit (INVALID_PARAMETERS).'),
          ...limited,
          '503': error('A chain does not answer; retry.'),
        },
      },
    },
  }
}
