import type { MetaAggregator } from '@sluice/meta'
import type { Address } from 'viem'
import type { ApiKeyEntry } from '../auth/ApiKeyEntry.js'
import { defineEndpoint, type Endpoint, type EndpointDocs } from '../http/defineEndpoint.js'
import { loadOpenApiExamples } from '../openapi/loadOpenApiExamples.js'
import { formatCompetitionResults } from './formatCompetitionResults.js'
import { formatMetaQuote } from './formatMetaQuote.js'
import { formatMetaSwap } from './formatMetaSwap.js'
import {
  aggregatorQuerySchema,
  aggregatorQuoteResponseSchema,
  competitionResponseSchema,
  createCompetitionRequestSchema,
  resultsResponseSchema,
  swapDataResponseSchema,
} from './metaSchemas.js'

export type MetaEndpointsParameters = {
  meta: MetaAggregator
}

/** Recorded from a server over the sandbox (`pnpm openapi:examples`); the fields read here typed. */
const examples = loadOpenApiExamples({ name: 'meta' }) as Record<string, unknown> & {
  competition: { competitionId: string; expiresAt: string }
  quote: { aggregator: string }
}
const notOffered: EndpointDocs['errors'] = {
  AggregatorNotAvailableError: {
    description: 'Invalid parameters (INVALID_PARAMETERS), or an aggregator the competition does not offer (AGGREGATOR_NOT_AVAILABLE).',
    code: 'AGGREGATOR_NOT_AVAILABLE',
    message: 'Aggregator "paraswap" is not available in this competition; available: sluice, direct-dex.',
  },
}
const common: EndpointDocs['errors'] = {
  UnauthorizedError: { description: 'Invalid API key (UNAUTHORIZED); a request without a key is fine.', code: 'UNAUTHORIZED', message: 'Invalid API key.' },
  RateLimitedError: {
    description: 'Rate limit exceeded (RATE_LIMITED): 20 requests per minute without a key, 10x with one; see Retry-After.',
    code: 'RATE_LIMITED',
    message: 'Rate limit exceeded; retry in 12 s.',
  },
  CompetitionStoreUnavailableError: {
    description: 'The competition store (Redis) does not answer, or it is full (SERVICE_UNAVAILABLE); retry after Retry-After.',
    code: 'SERVICE_UNAVAILABLE',
    message: 'The competition store is unavailable. Retry shortly.',
  },
}
const lifecycle: EndpointDocs['errors'] = {
  CompetitionNotFoundError: {
    description: 'Unknown competition, or one created with another API key (COMPETITION_NOT_FOUND); create a new one.',
    code: 'COMPETITION_NOT_FOUND',
    message: 'Competition 0f6e2c1a not found; create a new one with POST /competitions.',
  },
  CompetitionExpiredError: {
    description: 'The competition expired (COMPETITION_EXPIRED); create a new one and retry.',
    code: 'COMPETITION_EXPIRED',
    message: `Competition ${examples.competition.competitionId} expired at ${examples.competition.expiresAt}; create a new one and retry.`,
  },
}
const upstream: EndpointDocs['errors'] = {
  'AggregatorCallError:no-route': {
    description:
      'The aggregator has no route for the order (AGGREGATOR_NO_ROUTE); its transaction reverts when simulated from the user (SWAP_SIMULATION_FAILED); or it fails the proof: a contract its adapter does not declare, or, simulated from the user, less than the minimum delivered to the user, more than amountIn spent, another balance taken or an allowance granted (SWAP_REFUSED). A refused swap is not returned and its quote leaves the ranking.',
    code: 'AGGREGATOR_NO_ROUTE',
    message: 'Aggregator direct-dex: no pool joins the tokens.',
  },
  'AggregatorCallError:failed': {
    description: 'The aggregator failed (AGGREGATOR_FAILED); it is left out of the results.',
    code: 'AGGREGATOR_FAILED',
    message: 'Aggregator kyberswap: answered HTTP 500.',
  },
  'AggregatorCallError:timeout': {
    description: 'The aggregator did not answer in time (AGGREGATOR_TIMEOUT); it is left out of the results.',
    code: 'AGGREGATOR_TIMEOUT',
    message: 'Aggregator kyberswap: Aggregator kyberswap did not answer within 5000 ms.',
  },
}
const query = [
  {
    name: 'aggregator',
    in: 'query',
    required: true,
    description: 'One of the competition’s availableAggregators.',
    schema: { type: 'string' },
    example: examples.quote.aggregator,
  },
  {
    name: 'competitionId',
    in: 'query',
    required: true,
    description: 'From POST /competitions.',
    schema: { type: 'string' },
    example: examples.competition.competitionId,
  },
]
// A competition created with a key belongs to that key (its hash identifies it).
const ownerOf = (apiKey: ApiKeyEntry | undefined) => apiKey?.hash

/** The meta aggregator's API: competitions, one aggregator's quote, the ranking, and the chosen swap. */
export function metaEndpoints({ meta }: MetaEndpointsParameters): Endpoint[] {
  return [
    defineEndpoint({
      name: 'competitions',
      method: 'POST',
      path: '/competitions',
      tier: 'meta',
      api: 'meta',
      body: createCompetitionRequestSchema,
      response: competitionResponseSchema,
      docs: {
        summary: 'Create a competition',
        description: 'A sell order that every available aggregator can be asked to quote until expiresAt.',
        operationId: 'createCompetition',
        tags: ['meta aggregator'],
        optionalKey: true,
        requestExample: examples.createCompetitionRequest,
        responseDescription: 'The competition',
        responseExample: examples.competition,
        errors: {
          ...common,
          INVALID_PARAMETERS: {
            description: 'Invalid parameters (INVALID_PARAMETERS), e.g. a chain not in meta.chains or tokenIn = tokenOut.',
            code: 'INVALID_PARAMETERS',
            message: 'tokenIn and tokenOut are the same token.',
          },
        },
      },
      handler: async ({ apiKey, client, body }) => {
        const { tokenIn, tokenOut, userAddress } = body as { tokenIn: Address; tokenOut: Address; userAddress: Address }
        const competition = await meta.createCompetition({
          ...body,
          tokenIn,
          tokenOut,
          userAddress,
          amountIn: BigInt(body.amountIn),
          owner: ownerOf(apiKey),
          client,
        })
        return { json: competition }
      },
    }),
    defineEndpoint({
      name: 'quotes',
      method: 'POST',
      path: '/quotes',
      tier: 'meta',
      api: 'meta',
      query: aggregatorQuerySchema,
      response: aggregatorQuoteResponseSchema,
      docs: {
        summary: 'Ask one aggregator for its quote',
        description: 'No body. Ask several aggregators in parallel if you like; each answers (or fails) on its own.',
        operationId: 'quoteAggregator',
        tags: ['meta aggregator'],
        parameters: query,
        optionalKey: true,
        responseDescription: 'The quote',
        responseExample: examples.quote,
        errors: { ...notOffered, ...common, ...lifecycle, ...upstream },
      },
      handler: async ({ apiKey, query }) => ({ json: formatMetaQuote({ quote: await meta.quote({ ...query, owner: ownerOf(apiKey) }) }) }),
    }),
    defineEndpoint({
      name: 'results',
      method: 'GET',
      path: '/competitions/:id/results',
      tier: 'info',
      api: 'meta',
      response: resultsResponseSchema,
      docs: {
        summary: 'The quotes of a competition, best first',
        operationId: 'competitionResults',
        tags: ['meta aggregator'],
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'The competitionId.',
            schema: { type: 'string' },
            example: examples.competition.competitionId,
          },
        ],
        responseDescription: 'Ranked quotes',
        responseExample: examples.results,
        errors: { ...common, ...lifecycle },
      },
      handler: async ({ apiKey, params }) => ({
        json: formatCompetitionResults({ results: await meta.results({ competitionId: params.id ?? '', owner: ownerOf(apiKey) }) }),
      }),
    }),
    defineEndpoint({
      name: 'meta-swap',
      method: 'POST',
      path: '/swap',
      tier: 'meta',
      api: 'meta',
      query: aggregatorQuerySchema,
      response: swapDataResponseSchema,
      docs: {
        summary: "The chosen aggregator's transaction",
        description:
          'No body. to/data/value/allowanceTarget of the quoted swap, proven from userAddress before it is returned (declared contracts; approve and swap simulated, the user’s balances before and after). ' +
          'Native sells: send `value`. ERC-20 sells: approve `allowanceTarget` for amountIn first, then send the transaction to `to`.',
        operationId: 'metaSwap',
        tags: ['meta aggregator'],
        parameters: query,
        optionalKey: true,
        responseDescription: 'The transaction',
        responseExample: examples.swap,
        errors: {
          ...notOffered,
          ...common,
          ...lifecycle,
          QuoteNotFoundError: {
            description: 'No quote from the aggregator yet (QUOTE_NOT_FOUND), or its swap now gives less than the quote’s minimum (QUOTE_OUTDATED).',
            code: 'QUOTE_NOT_FOUND',
            message: 'No quote from sluice in this competition; POST /quotes?aggregator=sluice first.',
          },
          ...upstream,
        },
      },
      handler: async ({ apiKey, query }) => ({ json: formatMetaSwap({ swap: await meta.swap({ ...query, owner: ownerOf(apiKey) }) }) }),
    }),
  ]
}
