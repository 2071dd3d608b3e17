import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetSourcesParameters = RequestOptions & { chainId: number }
export type GetSourcesReturnType = SluiceTypes['SourcesResponse']

/** `GET /{chainId}/v1/sources`: the chain's liquidity sources and their IDs (for `includedSources` / `excludedSources`). */
export function getSources(client: SluiceClient, { chainId, signal, timeoutMs }: GetSourcesParameters): Promise<GetSourcesReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.GET('/{chainId}/v1/sources', { params: { path: { chainId } }, signal }),
  })
}
