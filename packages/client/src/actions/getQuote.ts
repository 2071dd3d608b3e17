import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import { toWire } from '../toWire.js'
import type { AmountInOrOut, RequestOptions, SluiceTypes } from '../types.js'

export type GetQuoteParameters = RequestOptions & { chainId: number } & AmountInOrOut & Omit<SluiceTypes['QuoteRequest'], 'amountIn' | 'amountOut'>
export type GetQuoteReturnType = SluiceTypes['QuoteResponse']

/** `POST /{chainId}/v1/quote`: the best route for selling `amountIn` or buying `amountOut` (exactly one), without transactions. */
export function getQuote(client: SluiceClient, { chainId, signal, timeoutMs, ...body }: GetQuoteParameters): Promise<GetQuoteReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.POST('/{chainId}/v1/quote', { params: { path: { chainId } }, body: toWire(body), signal }),
  })
}
