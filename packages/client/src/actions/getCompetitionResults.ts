import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import type { RequestOptions, SluiceSchemas } from '../types.js'

export type GetCompetitionResultsParameters = RequestOptions & { competitionId: string }
export type GetCompetitionResultsReturnType = SluiceSchemas['CompetitionResults']

/** `GET /competitions/{id}/results`: the competition's successful quotes, best first. */
export function getCompetitionResults(
  client: SluiceClient,
  { competitionId, signal }: GetCompetitionResultsParameters,
): Promise<GetCompetitionResultsReturnType> {
  return callApi<GetCompetitionResultsReturnType>({
    url: client.url,
    request: () => client.api.GET('/competitions/{id}/results', { params: { path: { id: competitionId } }, signal: signal ?? null }),
  })
}
