import type { SourceAdapter } from '@sluice/core'
import { encodeUniswapV3Step, isUniswapV3StateChange, uniswapV3PoolAbi } from '@sluice/plugin-uniswap-v3'
import { toEventSelector } from 'viem'
import { slipstreamFactoryAbi } from './abi.js'
import { applySlipstreamLogs } from './applySlipstreamLogs.js'
import { createSlipstreamSimulator } from './createSlipstreamSimulator.js'
import { discoverSlipstreamPools } from './discoverSlipstreamPools.js'
import { loadSlipstreamState } from './loadSlipstreamState.js'
import type { SlipstreamPoolState } from './SlipstreamPoolState.js'
import type { SlipstreamSource } from './SlipstreamSource.js'
import { trackSlipstreamPools } from './trackSlipstreamPools.js'

/** The DEX type this plugin serves (`SourceInfo.kind`). */
export const SLIPSTREAM_KIND = 'velodrome-slipstream'

export type CreateSlipstreamAdapterParameters = SlipstreamSource

export type CreateSlipstreamAdapterReturnType = SourceAdapter<SlipstreamPoolState>

/**
 * The source adapter of one Slipstream deployment. A pool's `Initialize`, `Swap`, `Mint` and
 * `Burn` events are Uniswap V3's, so its logs apply as V3's do (`applySlipstreamLogs`) (the fee is kept from the last
 * read); a swap is a V3 pool swap with the same callback, so steps encode for the same executor.
 */
export function createSlipstreamAdapter(source: CreateSlipstreamAdapterParameters): CreateSlipstreamAdapterReturnType {
  return {
    id: source.id,
    name: source.name,
    description: source.description,
    kind: SLIPSTREAM_KIND,
    discover: (discover) => discoverSlipstreamPools({ ...discover, source }),
    track: (track) => trackSlipstreamPools({ ...track, source }),
    changesState: (log) => isUniswapV3StateChange({ log }),
    logTopics: [...uniswapV3PoolAbi.filter((item) => item.type === 'event'), slipstreamFactoryAbi[0]].map((event) => toEventSelector(event)),
    applyLogs: (apply) => applySlipstreamLogs(apply),
    loadState: (load) => loadSlipstreamState({ ...load, source }),
    simulator: (state) => createSlipstreamSimulator({ state }),
    encode: (encode) => encodeUniswapV3Step({ ...encode, executor: source.executor }),
  }
}
