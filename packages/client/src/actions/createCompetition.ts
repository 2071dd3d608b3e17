import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceSchemas, WithBigintAmounts } from '../types.js'

export type CreateCompetitionParameters = RequestOptions & WithBigintAmounts<SluiceSchemas['CreateCompetitionRequest'], 'amountIn'>
export type CreateCompetitionReturnType = SluiceSchemas['Competition']

/** `POST /competitions`: a sell order that each of `availableAggregators` can quote until `expiresAt`. */
export function createCompetition(client: SluiceClient, { signal, ...body }: CreateCompetitionParameters): Promise<CreateCompetitionReturnType> {
  return callApi<CreateCompetitionReturnType>({
    url: client.url,
    request: () => client.api.POST('/competitions', { body: toWire<SluiceSchemas['CreateCompetitionRequest']>(body), signal: signal ?? null }),
  })
}
