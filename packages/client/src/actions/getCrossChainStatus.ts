import type { Hex } from 'viem'
import { callApi } from '../callApi.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { RequestOptions, SluiceTypes } from '../types.js'

export type GetCrossChainStatusParameters = RequestOptions & {
  /** The deposit's transaction hash on the origin chain (the quote's last transaction). */
  sourceTxHash: Hex
}
export type GetCrossChainStatusReturnType = SluiceTypes['CrossChainStatus']

/** Cross-chain `GET /v1/transactions/{sourceTxHash}`: the transfer's status, read from both chains. */
export function getCrossChainStatus(
  client: SluiceClient,
  { sourceTxHash, signal, timeoutMs }: GetCrossChainStatusParameters,
): Promise<GetCrossChainStatusReturnType> {
  return callApi({
    client,
    signal,
    timeoutMs,
    url: client.crossChainUrl,
    request: (signal) => client.crossChainApi.GET('/v1/transactions/{sourceTxHash}', { params: { path: { sourceTxHash } }, signal }),
  })
}
