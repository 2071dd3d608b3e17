import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetCompetitionQuoteParameters = RequestOptions & {
  competitionId: string
  /** One of the competition's `availableAggregators`. */
  aggregator: string
}
export type GetCompetitionQuoteReturnType = SluiceTypes['AggregatorQuote']

/** `POST /quotes`: one aggregator's quote for a competition (ask several in parallel; each answers or fails on its own). */
export function getCompetitionQuote(
  client: SluiceClient,
  { competitionId, aggregator, signal, timeoutMs }: GetCompetitionQuoteParameters,
): Promise<GetCompetitionQuoteReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.POST('/quotes', { params: { query: { competitionId, aggregator } }, signal }),
  })
}
