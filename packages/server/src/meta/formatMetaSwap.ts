import type { MetaSwap } from '@sluice/meta'
import { formatAddress } from '../http/formatAddress.js'
import type { SwapDataResponse } from './metaSchemas.js'

export type FormatMetaSwapParameters = { swap: MetaSwap }

/** The `/swap` response of an aggregator's proven swap transaction. */
export function formatMetaSwap({ swap }: FormatMetaSwapParameters): SwapDataResponse {
  return {
    aggregator: swap.aggregator,
    tokenIn: formatAddress(swap.tokenIn),
    tokenOut: formatAddress(swap.tokenOut),
    amountIn: swap.amountIn.toString(),
    amountOut: swap.amountOut.toString(),
    minAmountOut: swap.minAmountOut.toString(),
    to: swap.to,
    data: swap.data,
    value: swap.value.toString(),
    allowanceTarget: swap.allowanceTarget,
    competitionId: swap.competitionId,
  }
}
