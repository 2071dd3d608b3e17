import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceSchemas, WithBigintAmounts } from '../types.js'

export type GetCrossChainQuoteParameters = RequestOptions & WithBigintAmounts<SluiceSchemas['CrossChainQuoteRequest'], 'amountIn'>
export type GetCrossChainQuoteReturnType = SluiceSchemas['CrossChainQuoteResponse']

/** Cross-chain `POST /v1/quote`: the route and the transactions to send in order on the origin chain; the last is the deposit. */
export function getCrossChainQuote(client: SluiceClient, { signal, ...body }: GetCrossChainQuoteParameters): Promise<GetCrossChainQuoteReturnType> {
  return callApi<GetCrossChainQuoteReturnType>({
    url: client.crossChainUrl,
    request: () => client.crossChainApi.POST('/v1/quote', { body: toWire<SluiceSchemas['CrossChainQuoteRequest']>(body), signal: signal ?? null }),
  })
}
