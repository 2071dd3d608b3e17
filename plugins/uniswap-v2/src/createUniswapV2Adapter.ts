import type { SourceAdapter } from '@sluice/core'
import { toEventSelector } from 'viem'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from './abi.js'
import { applyUniswapV2Logs } from './applyUniswapV2Logs.js'
import { createUniswapV2Simulator } from './createUniswapV2Simulator.js'
import { discoverUniswapV2Pools } from './discoverUniswapV2Pools.js'
import { discoverUniswapV2PoolsFromLogs } from './discoverUniswapV2PoolsFromLogs.js'
import { encodeUniswapV2Step } from './encodeUniswapV2Step.js'
import { isUniswapV2StateChange } from './isUniswapV2StateChange.js'
import { resolveUniswapV2Config, type UniswapV2Config } from './resolveUniswapV2Config.js'
import { trackUniswapV2Pools } from './trackUniswapV2Pools.js'
import type { UniswapV2Reserves } from './UniswapV2Reserves.js'

/** The DEX type this plugin serves (`SourceInfo.kind`). */
export const UNISWAP_V2_KIND = 'uniswap-v2'

export type CreateUniswapV2AdapterParameters = UniswapV2Config

export type CreateUniswapV2AdapterReturnType = SourceAdapter<UniswapV2Reserves> & {
  chainId: number
}

/** The source adapter of one Uniswap V2 deployment (Uniswap or a fork, by config). */
export function createUniswapV2Adapter(parameters: CreateUniswapV2AdapterParameters): CreateUniswapV2AdapterReturnType {
  const config = resolveUniswapV2Config(parameters)
  return {
    id: config.id,
    name: config.name,
    description: config.description,
    kind: UNISWAP_V2_KIND,
    chainId: config.chainId,
    discover: (discover) => discoverUniswapV2Pools({ ...discover, config }),
    track: (track) => trackUniswapV2Pools({ ...track, config }),
    changesState: (log) => isUniswapV2StateChange({ log }),
    logTopics: [toEventSelector(uniswapV2PairAbi[0]), toEventSelector(uniswapV2FactoryAbi[0])],
    discoverFromLogs: (discover) => discoverUniswapV2PoolsFromLogs({ ...discover, config }),
    applyLogs: (apply) => applyUniswapV2Logs(apply),
    simulator: (state) => createUniswapV2Simulator({ state }),
    encode: (encode) => encodeUniswapV2Step({ ...encode, executor: config.executor }),
  }
}
