import type { CreateAdapterParameters, SourceAdapter } from '@sluice/core'
import { type Log, toEventSelector } from 'viem'
import { solidlyV1FactoryAbi, solidlyV1PoolAbi } from './abi.js'
import { applySolidlyV1Logs } from './applySolidlyV1Logs.js'
import { createSolidlyV1Simulator } from './createSolidlyV1Simulator.js'
import { discoverSolidlyV1Pools } from './discoverSolidlyV1Pools.js'
import { discoverSolidlyV1PoolsFromLogs } from './discoverSolidlyV1PoolsFromLogs.js'
import { encodeSolidlyV1Step } from './encodeSolidlyV1Step.js'
import type { SolidlyV1State } from './SolidlyV1State.js'
import type { SolidlyV1PluginConfig } from './solidlyV1ConfigSchema.js'
import { trackSolidlyV1Pools } from './trackSolidlyV1Pools.js'

/** The DEX type this plugin serves (a source entry's `kind`). */
export const SOLIDLY_V1_KIND = 'solidly-v1'

const SYNC_TOPIC = toEventSelector(solidlyV1PoolAbi[0])

export type CreateSolidlyV1AdapterParameters = CreateAdapterParameters<SolidlyV1PluginConfig>

export type CreateSolidlyV1AdapterReturnType = SourceAdapter<SolidlyV1State>

/** The source adapter of one Solidly V1 deployment (Velodrome V1, Solidly or a fork, by config). */
export function createSolidlyV1Adapter({ source: entry, config, chain, executor }: CreateSolidlyV1AdapterParameters): CreateSolidlyV1AdapterReturnType {
  const source = { id: entry.id, deployBlock: BigInt(entry.deployBlock), multicall3: chain.multicall3, config }
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    kind: SOLIDLY_V1_KIND,
    discover: (discover) => discoverSolidlyV1Pools({ ...discover, source }),
    track: (track) => trackSolidlyV1Pools({ ...track, source }),
    // Every reserve change (swap, mint, burn, sync) emits `Sync`.
    changesState: (log: Log) => log.topics[0] === SYNC_TOPIC,
    logTopics: [SYNC_TOPIC, toEventSelector(solidlyV1FactoryAbi[0])],
    discoverFromLogs: (discover) => discoverSolidlyV1PoolsFromLogs({ ...discover, source }),
    applyLogs: (apply) => applySolidlyV1Logs(apply),
    simulator: (state) => createSolidlyV1Simulator({ state }),
    encode: (encode) => encodeSolidlyV1Step({ ...encode, executor }),
  }
}
