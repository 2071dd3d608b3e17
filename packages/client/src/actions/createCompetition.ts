import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type CreateCompetitionParameters = RequestOptions & SluiceTypes['CreateCompetitionRequest']
export type CreateCompetitionReturnType = SluiceTypes['Competition']

/** `POST /competitions`: a sell order that each of `availableAggregators` can quote until `expiresAt`. */
export function createCompetition(client: SluiceClient, { signal, timeoutMs, ...body }: CreateCompetitionParameters): Promise<CreateCompetitionReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.POST('/competitions', { body: toWire(body), signal }),
  })
}
