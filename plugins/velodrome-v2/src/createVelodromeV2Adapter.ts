import type { CreateAdapterParameters, SourceAdapter } from '@sluice/core'
import { type Log, toEventSelector } from 'viem'
import { velodromeV2FactoryAbi, velodromeV2PoolAbi } from './abi.js'
import { applyVelodromeV2Logs } from './applyVelodromeV2Logs.js'
import { createVelodromeV2Simulator } from './createVelodromeV2Simulator.js'
import { discoverVelodromeV2Pools } from './discoverVelodromeV2Pools.js'
import { discoverVelodromeV2PoolsFromLogs } from './discoverVelodromeV2PoolsFromLogs.js'
import { encodeVelodromeV2Step } from './encodeVelodromeV2Step.js'
import { trackVelodromeV2Pools } from './trackVelodromeV2Pools.js'
import type { VelodromeV2State } from './VelodromeV2State.js'
import type { VelodromeV2PluginConfig } from './velodromeV2ConfigSchema.js'

/** The DEX type this plugin serves (a source entry's `kind`). */
export const VELODROME_V2_KIND = 'velodrome-v2'

const SYNC_TOPIC = toEventSelector(velodromeV2PoolAbi[0])

export type CreateVelodromeV2AdapterParameters = CreateAdapterParameters<VelodromeV2PluginConfig>

export type CreateVelodromeV2AdapterReturnType = SourceAdapter<VelodromeV2State>

/** The source adapter of one Velodrome V2 deployment (Velodrome or a ve(3,3) fork, by config). */
export function createVelodromeV2Adapter({ source: entry, config, chain, executor }: CreateVelodromeV2AdapterParameters): CreateVelodromeV2AdapterReturnType {
  const source = { id: entry.id, deployBlock: BigInt(entry.deployBlock), multicall3: chain.multicall3, config }
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    kind: VELODROME_V2_KIND,
    discover: (discover) => discoverVelodromeV2Pools({ ...discover, source }),
    track: (track) => trackVelodromeV2Pools({ ...track, source }),
    // Every reserve change (swap, mint, burn, sync) emits `Sync`.
    changesState: (log: Log) => log.topics[0] === SYNC_TOPIC,
    logTopics: [SYNC_TOPIC, toEventSelector(velodromeV2FactoryAbi[0])],
    discoverFromLogs: (discover) => discoverVelodromeV2PoolsFromLogs({ ...discover, source }),
    applyLogs: (apply) => applyVelodromeV2Logs(apply),
    simulator: (state) => createVelodromeV2Simulator({ state }),
    encode: (encode) => encodeVelodromeV2Step({ ...encode, executor }),
  }
}
