import type { SourceAdapter } from '@sluice/core'
import { toEventSelector } from 'viem'
import { uniswapV3FactoryAbi, uniswapV3PoolAbi } from './abi.js'
import { applyUniswapV3Logs } from './applyUniswapV3Logs.js'
import { createUniswapV3Simulator } from './createUniswapV3Simulator.js'
import { discoverUniswapV3Pools } from './discoverUniswapV3Pools.js'
import { discoverUniswapV3PoolsFromLogs } from './discoverUniswapV3PoolsFromLogs.js'
import { encodeUniswapV3Step } from './encodeUniswapV3Step.js'
import { isUniswapV3StateChange } from './isUniswapV3StateChange.js'
import { loadUniswapV3State } from './loadUniswapV3State.js'
import { type ResolvedUniswapV3Config, resolveUniswapV3Config, type UniswapV3Config } from './resolveUniswapV3Config.js'
import { trackUniswapV3Pools } from './trackUniswapV3Pools.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

/** The DEX type this plugin serves (`SourceInfo.kind`). */
export const UNISWAP_V3_KIND = 'uniswap-v3'

export type CreateUniswapV3AdapterParameters = UniswapV3Config

export type CreateUniswapV3AdapterReturnType = SourceAdapter<UniswapV3PoolState> & {
  chainId: number
  /** The resolved config (defaults filled in), e.g. for `loadUniswapV3TickWords`. */
  config: ResolvedUniswapV3Config
}

/** The source adapter of one Uniswap V3 deployment (Uniswap or a fork, by config). */
export function createUniswapV3Adapter(parameters: CreateUniswapV3AdapterParameters): CreateUniswapV3AdapterReturnType {
  const config = resolveUniswapV3Config(parameters)
  return {
    id: config.id,
    name: config.name,
    description: config.description,
    kind: UNISWAP_V3_KIND,
    chainId: config.chainId,
    config,
    discover: (discover) => discoverUniswapV3Pools({ ...discover, config }),
    track: (track) => trackUniswapV3Pools({ ...track, config }),
    changesState: (log) => isUniswapV3StateChange({ log }),
    logTopics: [...uniswapV3PoolAbi, ...uniswapV3FactoryAbi].filter((item) => item.type === 'event').map((event) => toEventSelector(event)),
    discoverFromLogs: (discover) => discoverUniswapV3PoolsFromLogs({ ...discover, config }),
    applyLogs: (apply) => applyUniswapV3Logs(apply),
    loadState: (load) => loadUniswapV3State({ ...load, config }),
    simulator: (state) => createUniswapV3Simulator({ state }),
    encode: (encode) => encodeUniswapV3Step({ ...encode, executor: config.executor }),
  }
}
