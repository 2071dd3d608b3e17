import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import type { RequestOptions, SluiceSchemas } from '../types.js'

export type GetTokensParameters = RequestOptions & { chainId: number }
export type GetTokensReturnType = SluiceSchemas['TokensResponse']

/** `GET /{chainId}/v1/tokens`: every token the chain can route, with decimals and a USD price. */
export function getTokens(client: SluiceClient, { chainId, signal }: GetTokensParameters): Promise<GetTokensReturnType> {
  return callApi<GetTokensReturnType>({
    url: client.url,
    request: () => client.api.GET('/{chainId}/v1/tokens', { params: { path: { chainId } }, signal: signal ?? null }),
  })
}
