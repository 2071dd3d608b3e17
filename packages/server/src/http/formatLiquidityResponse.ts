import type { ChainEngine, EngineRebalance, EngineZap } from '@sluice/core'
import { getAddress } from 'viem'
import type { z } from 'zod'
import { formatAddress } from './formatAddress.js'
import { formatToken } from './formatToken.js'
import { formatTransaction } from './formatTransaction.js'
import type { rebalanceResponseSchema, zapResponseSchema } from './schemas.js'

export type FormatLiquidityResponseParameters = {
  result: ({ kind: 'zap' } & EngineZap) | ({ kind: 'rebalance' } & EngineRebalance)
  userAddress: string
  slippage: number
  engine: ChainEngine
}

export type ZapResponse = z.input<typeof zapResponseSchema>
export type RebalanceResponse = z.input<typeof rebalanceResponseSchema>

/** The spec's V1ZapResponse or V1RebalanceResponse: decimal-string amounts, addresses as `formatAddress` writes them. */
export function formatLiquidityResponse({ result, userAddress, slippage, engine }: FormatLiquidityResponseParameters): ZapResponse | RebalanceResponse {
  const names = new Map(engine.sources().map((source) => [source.id, source.name]))
  const { quote } = result
  const common = {
    poolAddress: quote.poolAddress,
    slippage,
    tokens: quote.tokens.map((token) => formatToken({ token })),
    swaps: quote.routes.flatMap((route) =>
      route.paths.flatMap((path) =>
        path.steps.map((step) => ({
          poolAddress: step.pool.id,
          dexName: names.get(step.pool.sourceId) ?? `source-${step.pool.sourceId}`,
          poolFee: step.pool.fee / 1_000_000,
          tokenIn: formatAddress(step.tokenIn),
          tokenOut: formatAddress(step.tokenOut),
          amountIn: step.amountIn.toString(),
          amountOut: step.amountOut.toString(),
        })),
      ),
    ),
    sourcesAndSinks: quote.sourcesAndSinks.map(([token, amount]) => [formatAddress(token), amount.toString()] as [string, string]),
    liquidityAmount: quote.liquidity.toString(),
    blockNumber: Number(quote.blockNumber),
    partnerFeeBps: quote.partnerFee?.bps ?? null,
    partnerId: quote.partnerFee?.partnerId ?? null,
  }
  const transactionFields = {
    userAddress: getAddress(userAddress.toLowerCase()),
    toAddress: formatAddress(result.to),
    swapLogicAddress: formatAddress(result.swapLogic),
    calldata: result.calldata,
    blockNumber: Number(quote.blockNumber),
    transactions: result.transactions.map(formatTransaction),
    transactionExplanations: result.transactionExplanations,
    txCostNative: result.txCostNative?.toString() ?? null,
    txCostUsd: result.txCostUsd,
  }
  if (result.kind === 'zap')
    return { quote: { tokenIn: formatAddress(result.quote.tokenIn), amountIn: result.quote.amountIn.toString(), ...common }, ...transactionFields }
  return {
    quote: {
      positionId: result.quote.positionId.toString(),
      ...common,
      tickLower: result.quote.tickLower,
      tickUpper: result.quote.tickUpper,
      logPriceImpact: result.quote.logPriceImpact,
      variableMin: [formatAddress(result.quote.variableMin[0]), result.quote.variableMin[1].toString()],
    },
    ...transactionFields,
  }
}
