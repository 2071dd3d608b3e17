import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import type { RequestOptions, SluiceSchemas } from '../types.js'

export type GetCompetitionQuoteParameters = RequestOptions & {
  competitionId: string
  /** One of the competition's `availableAggregators`. */
  aggregator: string
}
export type GetCompetitionQuoteReturnType = SluiceSchemas['AggregatorQuote']

/** `POST /quotes`: one aggregator's quote for a competition (ask several in parallel; each answers or fails on its own). */
export function getCompetitionQuote(
  client: SluiceClient,
  { competitionId, aggregator, signal }: GetCompetitionQuoteParameters,
): Promise<GetCompetitionQuoteReturnType> {
  return callApi<GetCompetitionQuoteReturnType>({
    url: client.url,
    request: () => client.api.POST('/quotes', { params: { query: { competitionId, aggregator } }, signal: signal ?? null }),
  })
}
