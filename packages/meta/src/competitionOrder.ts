import type { AggregatorQuoteRequest } from '@sluice/core'
import type { Competition } from './Competition.js'

export type CompetitionOrderReturnType = Omit<AggregatorQuoteRequest, 'signal'>

/** The sell order a competition puts to every aggregator. */
export function competitionOrder(competition: Competition): CompetitionOrderReturnType {
  return {
    chainId: competition.chainId,
    tokenIn: competition.tokenIn,
    tokenOut: competition.tokenOut,
    amountIn: BigInt(competition.amountIn),
    userAddress: competition.userAddress,
    slippage: competition.slippage,
    tokenInDecimals: competition.tokenInDecimals,
  }
}
