import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import { toWire } from '../toWire.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetCrossChainQuoteParameters = RequestOptions & SluiceTypes['CrossChainQuoteRequest']
export type GetCrossChainQuoteReturnType = SluiceTypes['CrossChainQuoteResponse']

/** Cross-chain `POST /v1/quote`: the route and the transactions to send in order on the origin chain; the last is the deposit. */
export function getCrossChainQuote(client: SluiceClient, { signal, timeoutMs, ...body }: GetCrossChainQuoteParameters): Promise<GetCrossChainQuoteReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.crossChainUrl,
    request: (signal) => client.crossChainApi.POST('/v1/quote', { body: toWire(body), signal }),
  })
}
