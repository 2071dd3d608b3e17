// The meta aggregator's schemas join the API's registries when this module loads.
import './metaSchemas.js'
import { metaExamples as examples } from './metaOpenApiExamples.js'

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const json = (id: string, description: string, example?: unknown) => ({
  description,
  content: { 'application/json': { schema: ref(id), ...(example === undefined ? {} : { example }) } },
})
const error = (description: string, code: string, message: string) => json('MetaErrorResponse', description, { error: code, message })

/** OpenAPI path entries of the meta aggregator's endpoints. */
export function metaOpenApiPaths(): Record<string, Record<string, unknown>> {
  const common = {
    '400': error(
      'Invalid parameters (INVALID_PARAMETERS), or an aggregator the competition does not offer (AGGREGATOR_NOT_AVAILABLE).',
      'AGGREGATOR_NOT_AVAILABLE',
      'Aggregator "paraswap" is not available in this competition; available: sluice, direct-dex.',
    ),
    '401': error('Invalid API key (UNAUTHORIZED); a request without a key is fine.', 'UNAUTHORIZED', 'Invalid API key.'),
    '429': error(
      'Rate limit exceeded (RATE_LIMITED): 20 requests per minute without a key, 10x with one; see Retry-After.',
      'RATE_LIMITED',
      'Rate limit exceeded; retry in 12 s.',
    ),
    '503': error(
      'The competition store (Redis) does not answer, or it is full (SERVICE_UNAVAILABLE); retry after Retry-After.',
      'SERVICE_UNAVAILABLE',
      'The competition store is unavailable. Retry shortly.',
    ),
  }
  const lifecycle = {
    '404': error(
      'Unknown competition, or one created with another API key (COMPETITION_NOT_FOUND); create a new one.',
      'COMPETITION_NOT_FOUND',
      'Competition 0f6e2c1a not found; create a new one with POST /competitions.',
    ),
    '410': error(
      'The competition expired (COMPETITION_EXPIRED); create a new one and retry.',
      'COMPETITION_EXPIRED',
      `Competition ${examples.competition.competitionId} expired at ${examples.competition.expiresAt}; create a new one and retry.`,
    ),
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
  const upstream = {
    '422': error(
      'The aggregator has no route for the order (AGGREGATOR_NO_ROUTE); its transaction reverts when simulated from the user (SWAP_SIMULATION_FAILED); or it fails the proof: a contract its adapter does not declare, or, simulated from the user, less than the minimum delivered to the user, more than amountIn spent, another balance taken or an allowance granted (SWAP_REFUSED). A refused swap is not returned and its quote leaves the ranking.',
      'AGGREGATOR_NO_ROUTE',
      'Aggregator direct-dex: no pool joins the tokens.',
    ),
    '502': error('The aggregator failed (AGGREGATOR_FAILED); it is left out of the results.', 'AGGREGATOR_FAILED', 'Aggregator kyberswap: answered HTTP 500.'),
    '504': error(
      'The aggregator did not answer in time (AGGREGATOR_TIMEOUT); it is left out of the results.',
      'AGGREGATOR_TIMEOUT',
      'Aggregator kyberswap: Aggregator kyberswap did not answer within 5000 ms.',
    ),
  }
  return {
    '/competitions': {
      post: {
        summary: 'Create a competition',
        description: 'A sell order that every available aggregator can be asked to quote until expiresAt.',
        operationId: 'createCompetition',
        tags: ['meta aggregator'],
        security: [{}, { bearer: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref('CreateCompetitionRequest'), example: examples.createCompetitionRequest } },
        },
        responses: {
          '200': json('Competition', 'The competition', examples.competition),
          ...common,
          '400': error(
            'Invalid parameters (INVALID_PARAMETERS), e.g. a chain not in meta.chains or tokenIn = tokenOut.',
            'INVALID_PARAMETERS',
            'tokenIn and tokenOut are the same token.',
          ),
        },
      },
    },
    '/quotes': {
      post: {
        summary: 'Ask one aggregator for its quote',
        description: 'No body. Ask several aggregators in parallel if you like; each answers (or fails) on its own.',
        operationId: 'quoteAggregator',
        tags: ['meta aggregator'],
        parameters: query,
        security: [{}, { bearer: [] }],
        responses: { '200': json('AggregatorQuote', 'The quote', examples.quote), ...common, ...lifecycle, ...upstream },
      },
    },
    '/competitions/{id}/results': {
      get: {
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
        responses: {
          '200': json('CompetitionResults', 'Ranked quotes', examples.results),
          '401': common['401'],
          '429': common['429'],
          '503': common['503'],
          ...lifecycle,
        },
      },
    },
    '/swap': {
      post: {
        summary: "The chosen aggregator's transaction",
        description:
          'No body. to/data/value/allowanceTarget of the quoted swap, proven from userAddress before it is returned (declared contracts; approve and swap simulated, the user’s balances before and after). ' +
          'Native sells: send `value`. ERC-20 sells: approve `allowanceTarget` for amountIn first, then send the transaction to `to`.',
        operationId: 'metaSwap',
        tags: ['meta aggregator'],
        parameters: query,
        security: [{}, { bearer: [] }],
        responses: {
          '200': json('SwapTransactionData', 'The transaction', examples.swap),
          ...common,
          ...lifecycle,
          '409': error(
            'No quote from the aggregator yet (QUOTE_NOT_FOUND), or its swap now gives less than the quote’s minimum (QUOTE_OUTDATED).',
            'QUOTE_NOT_FOUND',
            'No quote from sluice in this competition; POST /quotes?aggregator=sluice first.',
          ),
          ...upstream,
        },
      },
    },
  }
}
