import { widenWordRange } from '@sluice/concentrated-liquidity'
import type { LoadStateParameters, PoolState } from '@sluice/core'
import { loadUniswapV3TickWords } from './loadUniswapV3TickWords.js'
import type { ResolvedUniswapV3Config } from './resolveUniswapV3Config.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

export type LoadUniswapV3StateParameters = LoadStateParameters<UniswapV3PoolState> & {
  config: Pick<ResolvedUniswapV3Config, 'multicall3' | 'batchSize' | 'wordRadius'>
}

export type LoadUniswapV3StateReturnType = PoolState<UniswapV3PoolState>

/**
 * The adapter's `loadState`: answers the simulators' `TICKS_NOT_LOADED` requests by widening the
 * loaded words (`widenWordRange`). The state passed in comes back when no request lies outside
 * the loaded words.
 */
export async function loadUniswapV3State({
  client,
  state,
  blockNumber,
  requests,
  config,
}: LoadUniswapV3StateParameters): Promise<LoadUniswapV3StateReturnType> {
  const { data } = state
  const { minWord, maxWord } = widenWordRange({
    tick: data.tick,
    tickSpacing: data.tickSpacing,
    minWord: data.minWord,
    maxWord: data.maxWord,
    requests,
    wordRadius: config.wordRadius,
  })
  if (minWord === data.minWord && maxWord === data.maxWord) return state
  // The pool has not changed since its state's block: read at the store's, which the node surely has.
  const from = { ...state, blockNumber }
  const widened = await loadUniswapV3TickWords({ client, state: from, minWord, maxWord, multicall3: config.multicall3, batchSize: config.batchSize })
  return widened === from ? state : widened
}
