import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import type { RequestOptions, SluiceSchemas } from '../types.js'

export type GetCrossChainChainsParameters = RequestOptions
export type GetCrossChainChainsReturnType = SluiceSchemas['CrossChainChainsResponse']

/** Cross-chain `GET /v1/chains`: the chains with a bridge, and where each can bridge to. */
export function getCrossChainChains(client: SluiceClient, { signal }: GetCrossChainChainsParameters = {}): Promise<GetCrossChainChainsReturnType> {
  return callApi<GetCrossChainChainsReturnType>({
    url: client.crossChainUrl,
    request: () => client.crossChainApi.GET('/v1/chains', { signal: signal ?? null }),
  })
}
