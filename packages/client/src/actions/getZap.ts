import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceSchemas, WithBigintAmounts } from '../types.js'

export type GetZapParameters = RequestOptions & { chainId: number } & WithBigintAmounts<SluiceSchemas['V1ZapRequest'], 'amountIn' | 'positionId'>
export type GetZapReturnType = SluiceSchemas['V1ZapResponse']

/** `POST /{chainId}/v1/zap`: one token into a concentrated-liquidity position (a new one, or more of `positionId`), with its transactions. */
export function getZap(client: SluiceClient, { chainId, signal, ...body }: GetZapParameters): Promise<GetZapReturnType> {
  return callApi<GetZapReturnType>({
    url: client.url,
    request: () =>
      client.api.POST('/{chainId}/v1/zap', { params: { path: { chainId } }, body: toWire<SluiceSchemas['V1ZapRequest']>(body), signal: signal ?? null }),
  })
}
