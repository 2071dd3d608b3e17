import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetTokensParameters = RequestOptions & { chainId: number }
export type GetTokensReturnType = SluiceTypes['TokensResponse']

/** `GET /{chainId}/v1/tokens`: every token the chain can route, with decimals and a USD price. */
export function getTokens(client: SluiceClient, { chainId, signal, timeoutMs }: GetTokensParameters): Promise<GetTokensReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.GET('/{chainId}/v1/tokens', { params: { path: { chainId } }, signal }),
  })
}
