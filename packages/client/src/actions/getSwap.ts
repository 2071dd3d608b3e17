import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import { toWire } from '../toWire.js'
import type { AmountInOrOut, RequestOptions, SluiceTypes } from '../types.js'

export type GetSwapParameters = RequestOptions & { chainId: number } & AmountInOrOut & Omit<SluiceTypes['SwapRequest'], 'amountIn' | 'amountOut'>
export type GetSwapReturnType = SluiceTypes['SwapResponse']

/** `POST /{chainId}/v1/swap`: the quote with the transactions `userAddress` sends in order (approve when needed, then the swap). */
export function getSwap(client: SluiceClient, { chainId, signal, timeoutMs, ...body }: GetSwapParameters): Promise<GetSwapReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.POST('/{chainId}/v1/swap', { params: { path: { chainId } }, body: toWire(body), signal }),
  })
}
