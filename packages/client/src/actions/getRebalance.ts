import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceSchemas, WithBigintAmounts } from '../types.js'

export type GetRebalanceParameters = RequestOptions & { chainId: number } & WithBigintAmounts<SluiceSchemas['V1RebalanceRequest'], 'positionId'>
export type GetRebalanceReturnType = SluiceSchemas['V1RebalanceResponse']

/** `POST /{chainId}/v1/rebalance`: a position moved to a new range, with its transactions. */
export function getRebalance(client: SluiceClient, { chainId, signal, ...body }: GetRebalanceParameters): Promise<GetRebalanceReturnType> {
  return callApi<GetRebalanceReturnType>({
    url: client.url,
    request: () =>
      client.api.POST('/{chainId}/v1/rebalance', {
        params: { path: { chainId } },
        body: toWire<SluiceSchemas['V1RebalanceRequest']>(body),
        signal: signal ?? null,
      }),
  })
}
