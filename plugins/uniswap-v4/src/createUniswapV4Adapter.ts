import type { CreateAdapterParameters, SourceAdapter } from '@sluice/core'
import { applyUniswapV4Logs } from './applyUniswapV4Logs.js'
import { createUniswapV4Simulator } from './createUniswapV4Simulator.js'
import { discoverUniswapV4Pools } from './discoverUniswapV4Pools.js'
import { discoverUniswapV4PoolsFromLogs } from './discoverUniswapV4PoolsFromLogs.js'
import { encodeUniswapV4Step } from './encodeUniswapV4Step.js'
import { isUniswapV4StateChange, uniswapV4StateTopics } from './isUniswapV4StateChange.js'
import { loadUniswapV4State } from './loadUniswapV4State.js'
import { poolOfUniswapV4Log } from './poolOfUniswapV4Log.js'
import { trackUniswapV4Pools } from './trackUniswapV4Pools.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'
import type { UniswapV4Config } from './uniswapV4ConfigSchema.js'

/** The DEX type this plugin serves (`SourceInfo.kind`). */
export const UNISWAP_V4_KIND = 'uniswap-v4'

export type CreateUniswapV4AdapterParameters = CreateAdapterParameters<UniswapV4Config>

export type CreateUniswapV4AdapterReturnType = SourceAdapter<UniswapV4PoolState> & {
  config: UniswapV4Config
}

/**
 * The source adapter of one Uniswap V4 deployment (a PoolManager). Pools are known by pool ID
 * (`Pool.id`) and live in the PoolManager (`Pool.address`), whose logs say in a topic which pool
 * each changes (`poolOfLog`).
 */
export function createUniswapV4Adapter({ source, config, chain, executor }: CreateUniswapV4AdapterParameters): CreateUniswapV4AdapterReturnType {
  const fromBlock = BigInt(source.deployBlock)
  return {
    id: source.id,
    name: source.name,
    description: source.description,
    kind: UNISWAP_V4_KIND,
    config,
    discover: (discover) => discoverUniswapV4Pools({ ...discover, config, sourceId: source.id, fromBlock }),
    track: (track) => trackUniswapV4Pools({ ...track, config, chainId: chain.chainId }),
    loadState: (load) => loadUniswapV4State({ ...load, config, chainId: chain.chainId }),
    changesState: (log) => isUniswapV4StateChange({ log }),
    poolOfLog: (log) => poolOfUniswapV4Log({ log, poolManager: config.poolManager }),
    logTopics: uniswapV4StateTopics,
    discoverFromLogs: (discover) => discoverUniswapV4PoolsFromLogs({ ...discover, poolManager: config.poolManager, sourceId: source.id }),
    applyLogs: (apply) => applyUniswapV4Logs(apply),
    simulator: (state) => createUniswapV4Simulator({ state }),
    encode: (encode) => encodeUniswapV4Step({ ...encode, executor, poolManager: config.poolManager }),
  }
}
