import { widenWordRange } from '@sluice/concentrated-liquidity'
import type { LoadStateParameters, PoolState } from '@sluice/core'
import { readSlipstreamTickWords } from './readSlipstreamTickWords.js'
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
  const missing = [
    { address: state.pool.address, tickSpacing: data.tickSpacing, fromWord: minWord, toWord: data.minWord - 1 },
    { address: state.pool.address, tickSpacing: data.tickSpacing, fromWord: data.maxWord + 1, toWord: maxWord },
  ].filter((request) => request.fromWord <= request.toWord)
  if (missing.length === 0) return state
  const loaded = await readSlipstreamTickWords({
    client,
    requests: missing,
    blockNumber,
    chainId: source.chainId,
    multicall3: source.multicall3,
    batchSize: source.batchSize,
  })
  const bitmap = new Map(data.bitmap)
  const liquidityNet = new Map(data.liquidityNet)
  const liquidityGross = new Map(data.liquidityGross)
  for (const words of loaded) {
    for (const [position, word] of words.bitmap) bitmap.set(position, word)
    for (const [tick, net] of words.liquidityNet) liquidityNet.set(tick, net)
    for (const [tick, gross] of words.liquidityGross) liquidityGross.set(tick, gross)
  }
  return { ...state, blockNumber, data: { ...data, minWord, maxWord, bitmap, liquidityNet, liquidityGross } }
}
