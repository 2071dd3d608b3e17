import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import type { RequestOptions, SluiceSchemas } from '../types.js'

export type GetSourcesParameters = RequestOptions & { chainId: number }
export type GetSourcesReturnType = SluiceSchemas['SourcesResponse']

/** `GET /{chainId}/v1/sources`: the chain's liquidity sources and their IDs (for `includedSources` / `excludedSources`). */
export function getSources(client: SluiceClient, { chainId, signal }: GetSourcesParameters): Promise<GetSourcesReturnType> {
  return callApi<GetSourcesReturnType>({
    url: client.url,
    request: () => client.api.GET('/{chainId}/v1/sources', { params: { path: { chainId } }, signal: signal ?? null }),
  })
}
