import { callApi } from '../callApi.js'
import type { SluiceClient } from '../createSluiceClient.js'
import type { RequestOptions, SluiceSchemas } from '../types.js'

export type GetCrossChainStatusParameters = RequestOptions & {
  /** The deposit's transaction hash on the origin chain (the quote's last transaction). */
  sourceTxHash: string
}
export type GetCrossChainStatusReturnType = SluiceSchemas['CrossChainStatus']

/** Cross-chain `GET /v1/transactions/{sourceTxHash}`: the transfer's status, read from both chains. */
export function getCrossChainStatus(client: SluiceClient, { sourceTxHash, signal }: GetCrossChainStatusParameters): Promise<GetCrossChainStatusReturnType> {
  return callApi<GetCrossChainStatusReturnType>({
    url: client.crossChainUrl,
    request: () => client.crossChainApi.GET('/v1/transactions/{sourceTxHash}', { params: { path: { sourceTxHash } }, signal: signal ?? null }),
  })
}
