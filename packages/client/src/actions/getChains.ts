import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import type { RequestOptions, SluiceSchemas } from '../types.js'

export type GetChainsParameters = RequestOptions
export type GetChainsReturnType = SluiceSchemas['ChainsResponse']

/** `GET /chains`: the aggregator API's chains (`serviceAg.chains`) and those open to competitions (`meta.chains`). */
export function getChains(client: SluiceClient, { signal }: GetChainsParameters = {}): Promise<GetChainsReturnType> {
  return callApi<GetChainsReturnType>({ url: client.url, request: () => client.api.GET('/chains', { signal: signal ?? null }) })
}
