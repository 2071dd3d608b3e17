import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetCompetitionSwapParameters = RequestOptions & {
  competitionId: string
  /** An aggregator that quoted the competition. */
  aggregator: string
}
export type GetCompetitionSwapReturnType = SluiceTypes['SwapTransactionData']

/**
 * `POST /swap`: the chosen aggregator's transaction for its quote, proven from the user's address
 * by the server. ERC-20 sells approve `allowanceTarget` for `amountIn` first.
 */
export function getCompetitionSwap(
  client: SluiceClient,
  { competitionId, aggregator, signal, timeoutMs }: GetCompetitionSwapParameters,
): Promise<GetCompetitionSwapReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.url,
    request: (signal) => client.api.POST('/swap', { params: { query: { competitionId, aggregator } }, signal }),
  })
}
