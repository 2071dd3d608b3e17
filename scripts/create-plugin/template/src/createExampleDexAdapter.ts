import type { SourceAdapter, SourceChainContext, SourceEntry } from '@sluice/core'
import { type Address, decodeEventLog, parseAbi, toEventSelector } from 'viem'
import { createExampleDexSimulator } from './createExampleDexSimulator.js'
import type { ExampleDexState } from './ExampleDexState.js'
import { encodeExampleDexStep } from './encodeExampleDexStep.js'
import type { ExampleDexPluginConfig } from './exampleDexConfigSchema.js'

/** The DEX type this plugin serves (a source entry's `kind`). */
export const EXAMPLE_DEX_KIND = 'example-dex'

const poolAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
])
const syncTopic = toEventSelector(poolAbi[1])

export type CreateExampleDexAdapterParameters = {
  source: Omit<SourceEntry, 'config' | 'kind'>
  config: ExampleDexPluginConfig
  chain: SourceChainContext
  executor: Address | undefined
}

export type CreateExampleDexAdapterReturnType = SourceAdapter<ExampleDexState>

/** The source adapter of one example-dex deployment. */
export function createExampleDexAdapter({ source, config, chain, executor }: CreateExampleDexAdapterParameters): CreateExampleDexAdapterReturnType {
  const pools = config.pools.map(({ address, token0, token1 }) => ({
    id: address,
    address,
    sourceId: source.id,
    tokens: [token0, token1] as const,
    fee: config.fee,
  }))
  return {
    id: source.id,
    name: source.name,
    description: source.description,
    kind: EXAMPLE_DEX_KIND,
    // The skeleton's pools are listed in its config: the first call finds them all, and a call from
    // its cursor (the store's next ones) finds nothing new.
    discover: async ({ cursor }) => ({ pools: cursor === 'listed' ? [] : pools, cursor: 'listed' }),
    async track({ client, pools, blockNumber }) {
      const reserves = await client.multicall({
        contracts: pools.map((pool) => ({ address: pool.address, abi: poolAbi, functionName: 'getReserves' }) as const),
        multicallAddress: chain.multicall3,
        blockNumber,
        allowFailure: false,
      })
      return pools.map((pool, i) => ({ pool, blockNumber, data: { reserve0: reserves[i]![0], reserve1: reserves[i]![1] } }))
    },
    changesState: (log) => log.topics[0] === syncTopic,
    // The topics of every log this source follows. When every source of a chain declares them, the
    // pool-state store reads each new block's logs in ONE `eth_getLogs` filtered by topic; a single
    // source without them turns that into requests by address, in batches, for every pool of the chain.
    logTopics: [syncTopic],
    // New pools found in the logs the store already read (add your factory's creation event to
    // `logTopics` and decode it here, as plugins/uniswap-v2 does); without it, every new block runs
    // `discover` again. The skeleton's pools are listed in its config, so no log ever adds one.
    discoverFromLogs: ({ cursor }) => ({ pools: [], cursor: cursor ?? 'listed' }),
    // The state after a pool's own logs, when they carry all of it (a `Sync` holds both reserves);
    // without it, every pool a block touches is read again with `track` (one multicall per block).
    applyLogs({ state, logs, blockNumber }) {
      const last = logs.at(-1)
      if (!last) return undefined
      const { args } = decodeEventLog({ abi: poolAbi, eventName: 'Sync', data: last.data, topics: last.topics })
      return { pool: state.pool, blockNumber, data: { reserve0: args.reserve0, reserve1: args.reserve1 } }
    },
    simulator: (state) => createExampleDexSimulator({ state }),
    encode: (parameters) => encodeExampleDexStep({ ...parameters, executor }),
  }
}
