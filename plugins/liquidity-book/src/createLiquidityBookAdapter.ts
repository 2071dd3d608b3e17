import type { CreateAdapterParameters, SourceAdapter } from '@sluice/core'
import { getAbiItem, type Log, toEventSelector } from 'viem'
import { liquidityBookPairAbi } from './abi.js'
import { applyLiquidityBookLogs } from './applyLiquidityBookLogs.js'
import { createLiquidityBookSimulator } from './createLiquidityBookSimulator.js'
import { discoverLiquidityBookPairs, LB_PAIR_CREATED } from './discoverLiquidityBookPairs.js'
import { discoverLiquidityBookPairsFromLogs } from './discoverLiquidityBookPairsFromLogs.js'
import { encodeLiquidityBookStep } from './encodeLiquidityBookStep.js'
import type { LiquidityBookState } from './LiquidityBookState.js'
import type { LiquidityBookPluginConfig } from './liquidityBookConfigSchema.js'
import { trackLiquidityBookPairs } from './trackLiquidityBookPairs.js'

/** The DEX type this plugin serves (a source entry's `kind`). */
export const LIQUIDITY_BOOK_KIND = 'liquidity-book'

/** The pair's events that change what the simulator uses: bins, active bin, fee parameters. */
const STATE_EVENTS = ['Swap', 'DepositedToBins', 'WithdrawnFromBins', 'CompositionFees', 'StaticFeeParametersSet', 'ForcedDecay'] as const
const STATE_TOPICS = STATE_EVENTS.map((name) => toEventSelector(getAbiItem({ abi: liquidityBookPairAbi, name })))

export type CreateLiquidityBookAdapterParameters = CreateAdapterParameters<LiquidityBookPluginConfig>

export type CreateLiquidityBookAdapterReturnType = SourceAdapter<LiquidityBookState>

/** The source adapter of one Liquidity Book deployment (Trader Joe v2.2 or a fork, by config). */
export function createLiquidityBookAdapter({
  source: entry,
  config,
  chain,
  executor,
}: CreateLiquidityBookAdapterParameters): CreateLiquidityBookAdapterReturnType {
  const source = { id: entry.id, deployBlock: BigInt(entry.deployBlock), multicall3: chain.multicall3, config }
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    kind: LIQUIDITY_BOOK_KIND,
    discover: (discover) => discoverLiquidityBookPairs({ ...discover, source }),
    track: (track) => trackLiquidityBookPairs({ ...track, source }),
    changesState: (log: Log) => STATE_TOPICS.includes(log.topics[0]!),
    logTopics: [...STATE_TOPICS, toEventSelector(LB_PAIR_CREATED)],
    discoverFromLogs: (discover) => discoverLiquidityBookPairsFromLogs({ ...discover, source }),
    applyLogs: (apply) => applyLiquidityBookLogs(apply),
    simulator: (state) => createLiquidityBookSimulator({ state }),
    encode: (encode) => encodeLiquidityBookStep({ ...encode, executor }),
  }
}
