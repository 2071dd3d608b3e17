import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetChainsParameters = RequestOptions
export type GetChainsReturnType = SluiceTypes['ChainsResponse']

/** `GET /chains`: the aggregator API's chains (`serviceAg.chains`) and those open to competitions (`meta.chains`). */
export function getChains(client: SluiceClient, { signal, timeoutMs }: GetChainsParameters = {}): Promise<GetChainsReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.GET('/chains', { signal }),
  })
}
