// The meta aggregator's schemas join the API's registries when this module loads.
import './metaSchemas.js'

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const json = (id: string, description: string) => ({ description, content: { 'application/json': { schema: ref(id) } } })
const error = (description: string) => json('MetaErrorResponse', description)

/** OpenAPI path entries of the meta aggregator's endpoints. */
export function metaOpenApiPaths(): Record<string, Record<string, unknown>> {
  const common = {
    '400': error('Invalid parameters (INVALID_PARAMETERS), or an aggregator the competition does not offer (AGGREGATOR_NOT_AVAILABLE).'),
    '401': error('Invalid API key (UNAUTHORIZED); a request without a key is fine.'),
    '429': error('Rate limit exceeded (RATE_LIMITED): 20 requests per minute without a key, 10x with one.'),
  }
  const lifecycle = {
    '404': error('Unknown competition (COMPETITION_NOT_FOUND); create a new one.'),
    '410': error('The competition expired (COMPETITION_EXPIRED); create a new one and retry.'),
  }
  const query = [
    { name: 'aggregator', in: 'query', required: true, description: 'One of the competition’s availableAggregators.', schema: { type: 'string' } },
    { name: 'competitionId', in: 'query', required: true, description: 'From POST /competitions.', schema: { type: 'string' } },
  ]
  const upstream = {
    '422': error('The aggregator has no route for the order (AGGREGATOR_NO_ROUTE), or its transaction reverts in simulation (SWAP_SIMULATION_FAILED).'),
    '502': error('The aggregator failed (AGGREGATOR_FAILED); it is left out of the results.'),
    '504': error('The aggregator did not answer in time (AGGREGATOR_TIMEOUT); it is left out of the results.'),
  }
  return {
    '/competitions': {
      post: {
        summary: 'Create a competition',
        description: 'A sell order that every available aggregator can be asked to quote until expiresAt.',
        operationId: 'createCompetition',
        tags: ['meta aggregator'],
        security: [{}, { bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: ref('CreateCompetitionRequest') } } },
        responses: { '200': json('Competition', 'The competition'), ...common },
      },
    },
    '/quotes': {
      post: {
        summary: "Ask one aggregator for its quote",
        description: 'No body. Ask several aggregators in parallel if you like; each answers (or fails) on its own.',
        operationId: 'quoteAggregator',
        tags: ['meta aggregator'],
        parameters: query,
        security: [{}, { bearer: [] }],
        responses: { '200': json('AggregatorQuote', 'The quote'), ...common, ...lifecycle, ...upstream },
      },
    },
    '/competitions/{id}/results': {
      get: {
        summary: 'The quotes of a competition, best first',
        operationId: 'competitionResults',
        tags: ['meta aggregator'],
        parameters: [{ name: 'id', in: 'path', required: true, description: 'The competitionId.', schema: { type: 'string' } }],
        responses: { '200': json('CompetitionResults', 'Ranked quotes'), '401': common['401'], '429': common['429'], ...lifecycle },
      },
    },
    '/swap': {
      post: {
        summary: "The chosen aggregator's transaction",
        description:
          'No body. to/data/value/allowanceTarget of the quoted swap, simulated from userAddress before it is returned. ' +
          'Native sells: send `value`. ERC-20 sells: approve `allowanceTarget` for amountIn first, then send the transaction to `to`.',
        operationId: 'metaSwap',
        tags: ['meta aggregator'],
        parameters: query,
        security: [{}, { bearer: [] }],
        responses: {
          '200': json('SwapTransactionData', 'The transaction'),
          ...common,
          ...lifecycle,
          '409': error('No quote from the aggregator yet (QUOTE_NOT_FOUND), or its swap now gives less than the quote’s minimum (QUOTE_OUTDATED).'),
          ...upstream,
        },
      },
    },
  }
}
