import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetRebalanceParameters = RequestOptions & { chainId: number } & SluiceTypes['V1RebalanceRequest']
export type GetRebalanceReturnType = SluiceTypes['V1RebalanceResponse']

/** `POST /{chainId}/v1/rebalance`: a position moved to a new range, with its transactions. */
export function getRebalance(client: SluiceClient, { chainId, signal, timeoutMs, ...body }: GetRebalanceParameters): Promise<GetRebalanceReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) =>
      client.api.POST('/{chainId}/v1/rebalance', {
        params: { path: { chainId } },
        body: toWire(body),
        signal,
      }),
  })
}
