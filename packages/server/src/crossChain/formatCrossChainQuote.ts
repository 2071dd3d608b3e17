import type { BridgeQuote, EngineSwap } from '@sluice/core'
import type { CrossChainQuote } from '@sluice/cross-chain'
import { type Address, zeroAddress } from 'viem'
import type { z } from 'zod'
import type { crossChainQuoteResponseSchema } from './crossChainSchemas.js'

export type FormatCrossChainQuoteParameters = { quote: CrossChainQuote }

/** The cross-chain quote response: amounts in wei as decimal strings, each swap leg and the bridge deposit. */
export function formatCrossChainQuote({ quote }: FormatCrossChainQuoteParameters): z.input<typeof crossChainQuoteResponseSchema> {
  const fee = quote.partnerFee
  return {
    userAddress: quote.userAddress,
    recipientAddress: quote.recipientAddress,
    requestId: quote.requestId,
    originChainId: quote.originChainId,
    destinationChainId: quote.destinationChainId,
    quote: {
      tokenIn: quote.tokenIn,
      tokenOut: quote.tokenOut,
      amountIn: quote.amountIn.toString(),
      amountOut: quote.amountOut.toString(),
      minAmountOut: quote.minAmountOut.toString(),
      slippage: quote.slippage,
      originSwap: quote.originSwap ? leg(quote.originChainId, quote.originSwap) : null,
      bridge: bridge(quote.bridge),
      destinationSwap: quote.destinationSwap ? leg(quote.destinationChainId, quote.destinationSwap) : null,
      partnerFee: fee ? { feeBps: fee.bps, partnerId: fee.partnerId, feeToken: fee.token, feeAmount: fee.amount.toString() } : null,
      partnerId: quote.partnerId,
    },
    transactions: quote.transactions.map((tx) => ({ ...tx, value: tx.value.toString() })),
    transactionExplanations: quote.transactionExplanations,
    timeEstimate: quote.timeEstimateSeconds,
  }
}

function leg(chainId: number, { quote }: EngineSwap) {
  return {
    chainId,
    tokenIn: quote.route.tokenIn,
    tokenOut: quote.route.tokenOut,
    amountIn: quote.amountIn.toString(),
    amountOut: quote.amountOut.toString(),
    minAmountOut: (quote.minOutputAmount ?? quote.amountOut).toString(),
    priceImpactPct: quote.priceImpactPct,
  }
}

function bridge({ kind, quote, recipient }: { kind: string; quote: BridgeQuote; recipient: Address }) {
  return {
    kind,
    symbol: quote.route.symbol,
    inputToken: quote.route.originToken,
    outputToken: quote.route.destinationToken,
    inputAmount: quote.inputAmount.toString(),
    outputAmount: quote.outputAmount.toString(),
    fees: quote.fees.map((fee) => ({ kind: fee.kind, token: quote.route.originToken, amount: fee.amount.toString(), pct: fee.pct })),
    totalFee: (quote.inputAmount - quote.outputAmount).toString(),
    depositContract: quote.depositContract,
    quoteTimestamp: quote.quoteTimestamp,
    fillDeadline: quote.fillDeadline,
    exclusiveRelayer: zeroAddress,
    limits: { minDeposit: quote.limits.minDeposit.toString(), maxDeposit: quote.limits.maxDeposit.toString() },
    recipient,
  }
}
