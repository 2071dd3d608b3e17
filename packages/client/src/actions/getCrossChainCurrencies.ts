import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetCrossChainCurrenciesParameters = RequestOptions & { chainIds: readonly number[] }
export type GetCrossChainCurrenciesReturnType = SluiceTypes['CrossChainCurrenciesResponse']

/** Cross-chain `GET /v1/currencies`: the native token and every routable token of each chain; `bridgeable` marks the bridged ones. */
export function getCrossChainCurrencies(
  client: SluiceClient,
  { chainIds, signal, timeoutMs }: GetCrossChainCurrenciesParameters,
): Promise<GetCrossChainCurrenciesReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.crossChainUrl,
    request: (signal) => client.crossChainApi.GET('/v1/currencies', { params: { query: { chainIds: chainIds.join(',') } }, signal }),
  })
}
