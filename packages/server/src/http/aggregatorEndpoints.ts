import { type ChainEngine, InvalidParametersError } from '@sluice/core'
import type { MetaAggregator } from '@sluice/meta'
import type { Address } from 'viem'
import { loadOpenApiExamples } from '../openapi/loadOpenApiExamples.js'
import { defineEndpoint, type Endpoint, type EndpointDocs, type EndpointError } from './defineEndpoint.js'
import { formatLiquidityResponse } from './formatLiquidityResponse.js'
import { formatQuoteResponse } from './formatQuoteResponse.js'
import { formatSwapResponse } from './formatSwapResponse.js'
import { formatTokensResponse } from './formatTokensResponse.js'
import {
  chainsResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  rebalanceRequestSchema,
  rebalanceResponseSchema,
  sourcesResponseSchema,
  swapRequestSchema,
  swapResponseSchema,
  tokensResponseSchema,
  zapRequestSchema,
  zapResponseSchema,
} from './schemas.js'
import { toEngineQuoteParameters } from './toEngineQuoteParameters.js'
import { toEngineRebalanceParameters } from './toEngineRebalanceParameters.js'
import { toEngineZapParameters } from './toEngineZapParameters.js'

export type AggregatorEndpointsParameters = {
  engines: readonly ChainEngine[]
  /** Its chains are listed by `/chains` (`meta.chains`). */
  meta: MetaAggregator | undefined
}

const invalidKey: EndpointError = {
  description: 'Invalid API key (INVALID_PARAMETERS), with WWW-Authenticate: Bearer; a key is never downgraded to anonymous access.',
  code: 'INVALID_PARAMETERS',
  message: 'Invalid API key.',
}
const limited: EndpointError = {
  description: 'Rate limit exceeded (INVALID_PARAMETERS); see Retry-After and the RateLimit-* headers.',
  code: 'INVALID_PARAMETERS',
  message: 'Rate limit exceeded; retry in 12 s.',
}
const badChain: EndpointError = {
  description: 'Unsupported chain (INVALID_PARAMETERS).',
  code: 'INVALID_PARAMETERS',
  message: 'Unsupported chain "10"; see GET /chains.',
}
const unavailable: EndpointError = {
  description:
    'The chain (RPC node) does not answer, its pool state is stale, or token metadata is still loading (INTERNAL_ERROR); retry after Retry-After seconds.',
  code: 'INTERNAL_ERROR',
  message: 'The chain is unavailable. Retry shortly.',
}
const routeErrors: EndpointDocs['errors'] = {
  INVALID_AMOUNT: {
    description:
      'Invalid request (INVALID_PARAMETERS: malformed JSON or fields, unsupported chain, both or neither amount, slippage or fee out of range, partnerFeeBps without a key, unknown source IDs, tokenIn = tokenOut; INVALID_TOKEN: a token that is not routable, or, for a swap, one whose transfers move other amounts than quoted in the swap simulation or whose allowance or balance read fails; INVALID_AMOUNT: zero, malformed, beyond uint256, or too small to produce any output).',
    code: 'INVALID_AMOUNT',
    message: 'amountIn: Amount must be greater than zero.',
  },
  UnauthorizedError: invalidKey,
  RateLimitedError: limited,
  ChainUnavailableError: unavailable,
  GAS_LIMIT_EXCEEDED: {
    description:
      "No route that fits the chain's block gas limit carries the order, or its transaction's gas estimate is over it (GAS_LIMIT_EXCEEDED): on HyperEVM (999) a transaction over 2,000,000 gas fits only the big blocks, for accounts that opted in, and is not built; trade a smaller amount.",
    code: 'GAS_LIMIT_EXCEEDED',
    message: 'No route for this order fits the 2000000 gas a transaction may use on this chain: it would only fit a big block. Try a smaller amount.',
  },
}
const noRoute: EndpointDocs['errors'] = {
  INSUFFICIENT_LIQUIDITY: {
    description: 'No path of pools joins the tokens (NO_ROUTE_FOUND), or the paths cannot carry the amount (INSUFFICIENT_LIQUIDITY).',
    code: 'INSUFFICIENT_LIQUIDITY',
    message:
      'The paths from 0x5555555555555555555555555555555555555555 to 0x5FbDB2315678afecb367f032d93F642f64180aa3 cannot carry 100000000000000000000000000.',
  },
}
/** Recorded from a server over the sandbox (`pnpm openapi:examples`). */
const examples = loadOpenApiExamples({ name: 'aggregator' })
const positionNotFound = 'Position 99 does not exist in position manager 0x3Aa5ebB10DC797CAC828524e59A333d0A371443c.'

/** The aggregator API: chains, each chain's sources and tokens, quotes, swaps, zaps and rebalances. */
export function aggregatorEndpoints({ engines, meta }: AggregatorEndpointsParameters): Endpoint[] {
  return [
    defineEndpoint({
      name: 'chains',
      method: 'GET',
      path: '/chains',
      tier: 'info',
      response: chainsResponseSchema,
      docs: {
        summary: 'Supported chains',
        description: 'serviceAg.chains: the chains of the aggregator API; meta.chains: the chains open to meta-aggregator competitions.',
        operationId: 'getChains',
        responseDescription: 'Chains',
        responseExample: examples.chains,
        errors: { UnauthorizedError: invalidKey, RateLimitedError: limited },
      },
      handler: () => {
        const chains = engines.map((engine) => ({ chainId: engine.chainId, name: engine.name }))
        return { json: { meta: { chains: meta?.chains() ?? [] }, serviceAg: { chains } } }
      },
    }),
    defineEndpoint({
      name: 'sources',
      method: 'GET',
      path: '/:chainId/v1/sources',
      tier: 'info',
      response: sourcesResponseSchema,
      docs: {
        summary: 'Liquidity sources of a chain',
        operationId: 'getSources',
        responseDescription: 'Sources',
        responseExample: examples.sources,
        errors: { INVALID_PARAMETERS: badChain, UnauthorizedError: invalidKey, RateLimitedError: limited },
      },
      handler: ({ engine }) => {
        const sources = engine.sources().map(({ id, name, description }) => ({ id, name, description }))
        return { json: { chainId: engine.chainId, sources } }
      },
    }),
    defineEndpoint({
      name: 'tokens',
      method: 'GET',
      path: '/:chainId/v1/tokens',
      tier: 'info',
      response: tokensResponseSchema,
      docs: {
        summary: 'Tokens of a chain',
        description: 'Every token the chain can route, with decimals and a USD price from the pool graph (0 when unknown). An extension beyond the spec.',
        operationId: 'getTokens',
        responseDescription: 'Tokens (list shortened in this example)',
        responseExample: examples.tokens,
        errors: { INVALID_PARAMETERS: badChain, UnauthorizedError: invalidKey, RateLimitedError: limited, ChainUnavailableError: unavailable },
      },
      handler: ({ engine }) => ({ json: formatTokensResponse({ engine }) }),
    }),
    defineEndpoint({
      name: 'quote',
      method: 'POST',
      path: '/:chainId/v1/quote',
      tier: 'api',
      body: quoteRequestSchema,
      response: quoteResponseSchema,
      docs: {
        summary: 'Quote a swap',
        description: 'Best route for selling amountIn or buying amountOut (exactly one), without transaction data.',
        operationId: 'quote',
        optionalKey: true,
        requestExamples: {
          sell: { summary: 'Sell 1 HYPE (native) for USDT0', value: examples.quoteSellRequest },
          buy: { summary: 'Buy 100 USDT0 (6 decimals) with HYPE', value: examples.quoteBuyRequest },
        },
        responseDescription: 'Quote',
        responseExamples: {
          sell: { summary: 'Sell: minOutputAmount set', value: examples.quoteSell },
          buy: { summary: 'Buy: maxInputAmount set', value: examples.quoteBuy },
        },
        errors: { ...routeErrors, ...noRoute },
      },
      handler: async ({ engine, apiKey, body }) => {
        const quote = await engine.quote(toEngineQuoteParameters({ request: body, engine, apiKey }))
        return { json: formatQuoteResponse({ quote, slippage: body.slippage, engine, partnerId: apiKey?.partnerId }) }
      },
    }),
    defineEndpoint({
      name: 'swap',
      method: 'POST',
      path: '/:chainId/v1/swap',
      tier: 'api',
      body: swapRequestSchema,
      response: swapResponseSchema,
      docs: {
        summary: 'Quote a swap with its transactions',
        description:
          'The quote plus the transactions to send in order (approve when needed, then the swap). Native input: send the swap with value = amountIn (sell) or maxInputAmount (buy).',
        operationId: 'swap',
        optionalKey: true,
        requestExample: examples.swapRequest,
        responseDescription: 'Swap: approve, then the swap',
        responseExample: examples.swap,
        errors: {
          ...routeErrors,
          INSUFFICIENT_LIQUIDITY: {
            description:
              'No route (NO_ROUTE_FOUND), not enough liquidity for the amount, or the swap transaction fails simulation from userAddress (INSUFFICIENT_LIQUIDITY).',
            code: 'INSUFFICIENT_LIQUIDITY',
            message: 'The swap failed simulation: ERC20: transfer amount exceeds balance. Route of 1 path at block 349.',
          },
        },
      },
      handler: async ({ engine, apiKey, body }) => {
        const parameters = toEngineQuoteParameters({ request: body, engine, apiKey })
        const swap = await engine.swap({ ...parameters, userAddress: body.userAddress as Address, approveMax: body.approveMax })
        return { json: formatSwapResponse({ swap, userAddress: body.userAddress, slippage: body.slippage, engine, partnerId: apiKey?.partnerId }) }
      },
    }),
    defineEndpoint({
      name: 'zap',
      method: 'POST',
      path: '/:chainId/v1/zap',
      tier: 'api',
      body: zapRequestSchema,
      response: zapResponseSchema,
      docs: {
        summary: 'Zap one token into a concentrated-liquidity position',
        description:
          'Swaps the input to the ratio of the range and mints a new position (or increases positionId), in one transaction; leftovers are refunded in it. ' +
          'Transactions: approve the router (ERC-20 input, when needed), then the zap; native input: send the zap with value = amountIn.',
        operationId: 'zap',
        optionalKey: true,
        requestExample: examples.zapRequest,
        responseDescription: 'Zap: approve, then the zap',
        responseExample: examples.zap,
        errors: {
          ...routeErrors,
          PositionNotFoundError: {
            description:
              'No route for the swaps (NO_ROUTE_FOUND, INSUFFICIENT_LIQUIDITY), an unknown pool or position manager, or an unknown position to increase (INVALID_PARAMETERS).',
            code: 'INVALID_PARAMETERS',
            message: positionNotFound,
          },
        },
      },
      handler: async ({ engine, apiKey, body }) => {
        if (!engine.zap) throw new InvalidParametersError(`Zaps are not available on chain ${engine.chainId}.`)
        const zap = await engine.zap(toEngineZapParameters({ request: body, engine, apiKey }))
        return { json: formatLiquidityResponse({ result: { kind: 'zap', ...zap }, userAddress: body.userAddress, slippage: body.slippage, engine }) }
      },
    }),
    defineEndpoint({
      name: 'rebalance',
      method: 'POST',
      path: '/:chainId/v1/rebalance',
      tier: 'api',
      body: rebalanceRequestSchema,
      response: rebalanceResponseSchema,
      docs: {
        summary: 'Move a position to a new range',
        description:
          'Withdraws the position in full (earned fees included), burns its NFT, swaps to the new range’s ratio and mints the new position to the owner, in one transaction. ' +
          'Transactions: approve the router for the NFT (when needed), then the rebalance.',
        operationId: 'rebalance',
        optionalKey: true,
        requestExample: examples.rebalanceRequest,
        responseDescription: 'Rebalance: approve the NFT, then the rebalance',
        responseExample: examples.rebalance,
        errors: {
          ...routeErrors,
          PositionNotFoundError: {
            description: 'Position or pool not found (INVALID_PARAMETERS), or no route for the swap (NO_ROUTE_FOUND, INSUFFICIENT_LIQUIDITY).',
            code: 'INVALID_PARAMETERS',
            message: positionNotFound,
          },
        },
      },
      handler: async ({ engine, apiKey, body }) => {
        if (!engine.rebalance) throw new InvalidParametersError(`Rebalancing is not available on chain ${engine.chainId}.`)
        const rebalance = await engine.rebalance(toEngineRebalanceParameters({ request: body, engine, apiKey }))
        const result = { kind: 'rebalance' as const, ...rebalance }
        return { json: formatLiquidityResponse({ result, userAddress: body.userAddress, slippage: body.slippage, engine }) }
      },
    }),
  ]
}
