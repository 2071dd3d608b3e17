import { loadBitmapTickWords, readBitmapTickWords, widenWordRange } from '@sluice/concentrated-liquidity'
import type { LoadStateParameters, PoolState } from '@sluice/core'
import { slipstreamPoolAbi } from './abi.js'
import type { SlipstreamPoolState } from './SlipstreamPoolState.js'
import type { SlipstreamSource } from './SlipstreamSource.js'

export type LoadSlipstreamStateParameters = LoadStateParameters<SlipstreamPoolState> & {
  source: Pick<SlipstreamSource, 'chainId' | 'multicall3' | 'batchSize' | 'wordRadius'>
}

export type LoadSlipstreamStateReturnType = PoolState<SlipstreamPoolState>

/**
 * The adapter's `loadState`: answers the simulators' `TICKS_NOT_LOADED` requests by widening the
 * loaded words as the Uniswap V3 plugin does (`widenWordRange`), reading only the missing words
 * and their ticks at the store's block (the pool has not changed since its state's block). The
 * state passed in comes back when no request lies outside the loaded words.
 */
export async function loadSlipstreamState({
  client,
  state,
  blockNumber,
  requests,
  source,
}: LoadSlipstreamStateParameters): Promise<LoadSlipstreamStateReturnType> {
  const { data } = state
  const { minWord, maxWord } = widenWordRange({
    tick: data.tick,
    tickSpacing: data.tickSpacing,
    minWord: data.minWord,
    maxWord: data.maxWord,
    requests,
    wordRadius: source.wordRadius,
  })
  const widened = await loadBitmapTickWords({
    data,
    minWord,
    maxWord,
    read: (ranges) =>
      readBitmapTickWords({
        client,
        abi: slipstreamPoolAbi,
        decodeTick: ([liquidityGross, liquidityNet]) => ({ liquidityGross, liquidityNet }),
        name: 'Slipstream',
        requests: ranges.map((range) => ({ address: state.pool.address, tickSpacing: data.tickSpacing, ...range })),
        blockNumber,
        chainId: source.chainId,
        multicall3: source.multicall3,
        batchSize: source.batchSize,
      }),
  })
  return widened === data ? state : { ...state, blockNumber, data: widened }
}
