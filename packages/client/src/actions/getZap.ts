import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetZapParameters = RequestOptions & { chainId: number } & SluiceTypes['V1ZapRequest']
export type GetZapReturnType = SluiceTypes['V1ZapResponse']

/** `POST /{chainId}/v1/zap`: one token into a concentrated-liquidity position (a new one, or more of `positionId`), with its transactions. */
export function getZap(client: SluiceClient, { chainId, signal, timeoutMs, ...body }: GetZapParameters): Promise<GetZapReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.POST('/{chainId}/v1/zap', { params: { path: { chainId } }, body: toWire(body), signal }),
  })
}
