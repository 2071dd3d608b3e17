import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetCrossChainChainsParameters = RequestOptions
export type GetCrossChainChainsReturnType = SluiceTypes['CrossChainChainsResponse']

/** Cross-chain `GET /v1/chains`: the chains with a bridge, and where each can bridge to. */
export function getCrossChainChains(client: SluiceClient, { signal, timeoutMs }: GetCrossChainChainsParameters = {}): Promise<GetCrossChainChainsReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.crossChainUrl,
    request: (signal) => client.crossChainApi.GET('/v1/chains', { signal }),
  })
}
