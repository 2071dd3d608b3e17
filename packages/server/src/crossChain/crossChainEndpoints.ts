import { InvalidParametersError } from '@sluice/core'
import type { CrossChainService } from '@sluice/cross-chain'
import type { Address } from 'viem'
import { defineEndpoint, type Endpoint, type EndpointDocs, type EndpointError } from '../http/defineEndpoint.js'
import { loadOpenApiExamples } from '../openapi/loadOpenApiExamples.js'
import {
  crossChainChainsResponseSchema,
  crossChainCurrenciesResponseSchema,
  crossChainQuoteRequestSchema,
  crossChainQuoteResponseSchema,
  crossChainStatusSchema,
} from './crossChainSchemas.js'
import { formatCrossChainQuote } from './formatCrossChainQuote.js'
import { formatCrossChainStatus } from './formatCrossChainStatus.js'

export type CrossChainEndpointsParameters = {
  service: CrossChainService
  /** Path prefix of the cross-chain API ('' by default: `/v1/...` at the base URL). */
  prefix: string
}

const MAX_CHAIN_IDS = 32

/** The examples, recorded from a server over the sandbox (`pnpm openapi:examples`); the fields read here typed. */
type CrossChainExamples = Record<string, unknown> & { status: { primaryTransaction: { hash: string } } }

const invalidKey: EndpointError = {
  description: 'Invalid API key (INVALID_PARAMETERS), with WWW-Authenticate: Bearer.',
  code: 'INVALID_PARAMETERS',
  message: 'Invalid API key.',
}
const limited: EndpointDocs['errors'] = {
  UnauthorizedError: invalidKey,
  RateLimitedError: {
    description: 'Rate limit exceeded (INVALID_PARAMETERS; same budgets as the aggregator API); see Retry-After and RateLimit-* headers.',
    code: 'INVALID_PARAMETERS',
    message: 'Rate limit exceeded; retry in 12 s.',
  },
}
const unavailable: EndpointError = {
  description: 'A chain does not answer or its pool state is stale (INTERNAL_ERROR); retry after Retry-After seconds.',
  code: 'INTERNAL_ERROR',
  message: 'The chain is unavailable. Retry shortly.',
}

/** The cross-chain API: chains and currencies (info tier), quote and status (api tier). */
export function crossChainEndpoints({ service, prefix }: CrossChainEndpointsParameters): Endpoint[] {
  // The examples name a configured bridge: the file's `{bridge}` (no kind is named in the server's code).
  const bridge = service.chains()[0]?.bridges[0] ?? 'bridge'
  const examples = loadOpenApiExamples({ name: 'crossChain', placeholders: { '{bridge}': bridge } }) as CrossChainExamples
  return [
    defineEndpoint({
      name: 'xchain-chains',
      method: 'GET',
      path: `${prefix}/v1/chains`,
      tier: 'info',
      response: crossChainChainsResponseSchema,
      docs: {
        summary: 'Cross-chain: chains',
        operationId: 'crossChainChains',
        tags: ['cross-chain'],
        responseDescription: 'Chains with a bridge, and where each can bridge to',
        responseExample: examples.chains,
        errors: limited,
      },
      handler: () => ({ json: { chains: service.chains() } }),
    }),
    defineEndpoint({
      name: 'xchain-currencies',
      method: 'GET',
      path: `${prefix}/v1/currencies`,
      tier: 'info',
      response: crossChainCurrenciesResponseSchema,
      docs: {
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
        responseDescription: 'The native token and every routable token of each chain; `bridgeable` marks the bridged ones (list shortened in this example)',
        responseExample: examples.currencies,
        errors: {
          INVALID_PARAMETERS: {
            description: 'Missing or malformed chainIds, or a chain the cross-chain API does not serve (INVALID_PARAMETERS).',
            code: 'INVALID_PARAMETERS',
            message: 'chainIds: chain 10 is not served by the cross-chain API; see GET /v1/chains.',
          },
          ...limited,
        },
      },
      handler: ({ event }) => {
        const raw = event.url.searchParams.get('chainIds')
        if (raw === null || raw.trim() === '')
          throw new InvalidParametersError('chainIds is required: a comma-separated list of chain IDs, e.g. ?chainIds=999,1868.')
        const parts = raw.split(',').map((part) => part.trim())
        if (parts.length > MAX_CHAIN_IDS || parts.some((part) => !/^[1-9][0-9]{0,15}$/.test(part)))
          throw new InvalidParametersError(
            `chainIds must be a comma-separated list of at most ${MAX_CHAIN_IDS} chain IDs (positive integers), got "${raw.slice(0, 60)}".`,
          )
        return { json: { currencies: service.currencies([...new Set(parts.map(Number))]) } }
      },
    }),
    defineEndpoint({
      name: 'xchain-quote',
      method: 'POST',
      path: `${prefix}/v1/quote`,
      tier: 'api',
      body: crossChainQuoteRequestSchema,
      response: crossChainQuoteResponseSchema,
      docs: {
        summary: 'Cross-chain: quote with transactions',
        description:
          "From any token on the origin to any token on the destination: an origin swap into a bridged token when needed, the bridge deposit, and a destination swap run by the bridge's message handler when needed. Send `transactions` in order; the last is the deposit.",
        operationId: 'crossChainQuote',
        tags: ['cross-chain'],
        optionalKey: true,
        requestExample: examples.quoteRequest,
        responseDescription: 'Quote: USDT0 on 999 bridged by Across, then swapped to ETH on 1868 by the message handler',
        responseExample: examples.quote,
        errors: {
          INVALID_AMOUNT: {
            description: 'Invalid parameters (INVALID_PARAMETERS, INVALID_TOKEN, INVALID_AMOUNT).',
            code: 'INVALID_AMOUNT',
            message: 'amountIn: Amount must be greater than zero.',
          },
          NO_ROUTE_FOUND: {
            description:
              'No bridge route between the chains for these tokens (NO_ROUTE_FOUND), or not enough liquidity for a swap leg (INSUFFICIENT_LIQUIDITY).',
            code: 'NO_ROUTE_FOUND',
            message: 'No bridge route from chain 999 to 1868.',
          },
          ...limited,
          ChainUnavailableError: unavailable,
        },
      },
      handler: async ({ apiKey, body }) => {
        const { tokenIn, tokenOut, userAddress, recipientAddress } = body as {
          tokenIn: Address
          tokenOut: Address
          userAddress: Address
          recipientAddress?: Address
        }
        const partner = apiKey && { partnerId: apiKey.partnerId, feeRecipient: apiKey.feeRecipient }
        const quote = await service.quote({ ...body, tokenIn, tokenOut, userAddress, recipientAddress, amountIn: BigInt(body.amountIn), partner })
        return { json: formatCrossChainQuote({ quote }) }
      },
    }),
    defineEndpoint({
      name: 'xchain-status',
      method: 'GET',
      path: `${prefix}/v1/transactions/:sourceTxHash`,
      tier: 'api',
      response: crossChainStatusSchema,
      docs: {
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
        responseDescription: 'Status',
        responseExample: examples.status,
        errors: {
          INVALID_PARAMETERS: {
            description: 'Malformed hash (INVALID_PARAMETERS).',
            code: 'INVALID_PARAMETERS',
            message: 'sourceTxHash must be a 0x-prefixed 32-byte transaction hash.',
          },
          DepositNotFoundError: {
            description: 'No supported chain has this transaction, or it made no bridge deposit (INVALID_PARAMETERS).',
            code: 'INVALID_PARAMETERS',
            message: `Transaction ${examples.status.primaryTransaction.hash} is no bridge deposit on a supported chain.`,
          },
          ...limited,
          BridgeStatusUnavailableError: {
            description: 'A chain does not answer (INTERNAL_ERROR); retry after Retry-After seconds.',
            code: 'INTERNAL_ERROR',
            message: 'A chain of the bridge-across bridge did not answer. Retry shortly.',
          },
        },
      },
      handler: async ({ params }) => {
        const hash = params.sourceTxHash ?? ''
        if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new InvalidParametersError('sourceTxHash must be a 0x-prefixed 32-byte transaction hash.')
        return { json: formatCrossChainStatus({ status: await service.status(hash.toLowerCase() as `0x${string}`) }) }
      },
    }),
  ]
}
