import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceSchemas, WithBigintAmounts } from '../types.js'

export type GetQuoteParameters = RequestOptions & { chainId: number } & WithBigintAmounts<SluiceSchemas['QuoteRequest'], 'amountIn' | 'amountOut'>
export type GetQuoteReturnType = SluiceSchemas['QuoteResponse']

/** `POST /{chainId}/v1/quote`: the best route for selling `amountIn` or buying `amountOut` (exactly one), without transactions. */
export function getQuote(client: SluiceClient, { chainId, signal, ...body }: GetQuoteParameters): Promise<GetQuoteReturnType> {
  return callApi<GetQuoteReturnType>({
    url: client.url,
    request: () =>
      client.api.POST('/{chainId}/v1/quote', { params: { path: { chainId } }, body: toWire<SluiceSchemas['QuoteRequest']>(body), signal: signal ?? null }),
  })
}
