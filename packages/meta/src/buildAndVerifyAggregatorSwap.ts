import type { AggregatorAdapter, AggregatorQuote, AggregatorSwap, StorageSlotCache } from '@sluice/core'
import type { Competition } from './Competition.js'
import { competitionOrder } from './competitionOrder.js'
import type { MetaChain } from './createMetaAggregator.js'
import { QuoteOutdatedError } from './metaErrors.js'
import { type VerifyAggregatorSwapReturnType, verifyAggregatorSwap } from './verifyAggregatorSwap.js'

export type BuildAndVerifyAggregatorSwapParameters = {
  competition: Competition
  aggregator: string
  adapter: AggregatorAdapter
  /** The quote the aggregator gave for the competition's order. */
  quote: AggregatorQuote
  /** The least the swap must deliver; a swap that claims less is outdated. */
  least: bigint
  /** The competition's chain. */
  chain: MetaChain
  storageSlotCache: StorageSlotCache | undefined
  /** Runs one aggregator call under the time limit (`callAggregator`). */
  call<result>(run: (signal: AbortSignal) => Promise<result>): Promise<result>
}

export type BuildAndVerifyAggregatorSwapReturnType = {
  swap: AggregatorSwap
  transaction: VerifyAggregatorSwapReturnType['transaction']
  /** What the swap delivered to the user in simulation. */
  delivered: bigint
}

/**
 * Builds the aggregator's swap for the competition's order from the quote it gave (one that
 * claims less than `least` is outdated), and proves it on the chain: the transaction and what
 * it delivered to the user in simulation.
 */
export async function buildAndVerifyAggregatorSwap({
  competition,
  aggregator,
  adapter,
  quote,
  least,
  chain,
  storageSlotCache,
  call,
}: BuildAndVerifyAggregatorSwapParameters): Promise<BuildAndVerifyAggregatorSwapReturnType> {
  const order = competitionOrder(competition)
  const swap = await call((signal) => adapter.swap({ ...order, quote, signal }))
  if (swap.amountOut < least) throw new QuoteOutdatedError({ aggregator, amountOut: swap.amountOut, minAmountOut: least })
  const { amountOut, transaction } = await verifyAggregatorSwap({
    client: chain.client,
    chainId: chain.chainId,
    multicall3: chain.multicall3,
    aggregator,
    contracts: adapter.contracts(competition.chainId),
    user: order.userAddress,
    tokenIn: order.tokenIn,
    tokenOut: order.tokenOut,
    amountIn: order.amountIn,
    minAmountOut: least,
    transaction: swap,
    guard: chain.metaGuard,
    storageSlotCache,
  })
  return { swap, transaction, delivered: amountOut }
}
