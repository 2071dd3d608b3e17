import type { ChainEngine, EngineSwap } from '@sluice/core'
import { getAddress } from 'viem'
import type { z } from 'zod'
import { formatQuoteResponse } from './formatQuoteResponse.js'
import { formatTransaction } from './formatTransaction.js'
import type { swapResponseSchema } from './schemas.js'

export type FormatSwapResponseParameters = {
  swap: EngineSwap
  userAddress: string
  slippage: number
  engine: ChainEngine
  partnerId?: number | undefined
}

export type SwapResponse = z.input<typeof swapResponseSchema>

/** The spec's SwapResponse: the quote, the router call and the transactions to send in order. */
export function formatSwapResponse({ swap, userAddress, slippage, engine, partnerId }: FormatSwapResponseParameters): SwapResponse {
  return {
    userAddress: getAddress(userAddress.toLowerCase()),
    quote: formatQuoteResponse({ quote: swap.quote, slippage, engine, partnerId }),
    toAddress: getAddress(swap.to),
    calldata: swap.calldata,
    transactions: swap.transactions.map(formatTransaction),
    transactionExplanations: swap.transactionExplanations,
    txCostNative: swap.txCostNative?.toString() ?? null,
    txCostUsd: swap.txCostUsd,
  }
}
