import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetCompetitionResultsParameters = RequestOptions & { competitionId: string }
export type GetCompetitionResultsReturnType = SluiceTypes['CompetitionResults']

/** `GET /competitions/{id}/results`: the competition's successful quotes, best first. */
export function getCompetitionResults(
  client: SluiceClient,
  { competitionId, signal, timeoutMs }: GetCompetitionResultsParameters,
): Promise<GetCompetitionResultsReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.GET('/competitions/{id}/results', { params: { path: { id: competitionId } }, signal }),
  })
}
