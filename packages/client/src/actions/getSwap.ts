import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceSchemas, WithBigintAmounts } from '../types.js'

export type GetSwapParameters = RequestOptions & { chainId: number } & WithBigintAmounts<SluiceSchemas['SwapRequest'], 'amountIn' | 'amountOut'>
export type GetSwapReturnType = SluiceSchemas['SwapResponse']

/** `POST /{chainId}/v1/swap`: the quote with the transactions `userAddress` sends in order (approve when needed, then the swap). */
export function getSwap(client: SluiceClient, { chainId, signal, ...body }: GetSwapParameters): Promise<GetSwapReturnType> {
  return callApi<GetSwapReturnType>({
    url: client.url,
    request: () =>
      client.api.POST('/{chainId}/v1/swap', { params: { path: { chainId } }, body: toWire<SluiceSchemas['SwapRequest']>(body), signal: signal ?? null }),
  })
}
