import type { LoadStateParameters, PoolState } from '@sluice/core'
import { loadUniswapV3TickWords } from './loadUniswapV3TickWords.js'
import type { ResolvedUniswapV3Config } from './resolveUniswapV3Config.js'
import type { UniswapV3StateRequest } from './simulateUniswapV3Swap.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

export type LoadUniswapV3StateParameters = LoadStateParameters<UniswapV3PoolState> & {
  config: Pick<ResolvedUniswapV3Config, 'multicall3' | 'batchSize' | 'wordRadius'>
}

export type LoadUniswapV3StateReturnType = PoolState<UniswapV3PoolState>

/**
 * The adapter's `loadState`: answers the simulators' `TICKS_NOT_LOADED` requests by widening the
 * loaded words past each word asked for, to twice its distance from the current tick's word (and
 * at least `wordRadius` words past it), so a swap that walks far needs few rounds. The state
 * passed in comes back when no request lies outside the loaded words.
 */
export async function loadUniswapV3State({
  client,
  state,
  blockNumber,
  requests,
  config,
}: LoadUniswapV3StateParameters): Promise<LoadUniswapV3StateReturnType> {
  const { data } = state
  const current = Math.floor(data.tick / data.tickSpacing) >> 8
  let minWord = data.minWord
  let maxWord = data.maxWord
  for (const request of requests) {
    if (!isRequest(request)) continue
    const reach = Math.max(Math.abs(request.word - current), config.wordRadius, 1)
    if (request.word < data.minWord) minWord = Math.min(minWord, request.word - reach)
    if (request.word > data.maxWord) maxWord = Math.max(maxWord, request.word + reach)
  }
  if (minWord === data.minWord && maxWord === data.maxWord) return state
  // The pool has not changed since its state's block: read at the store's, which the node surely has.
  const from = { ...state, blockNumber }
  const widened = await loadUniswapV3TickWords({ client, state: from, minWord, maxWord, multicall3: config.multicall3, batchSize: config.batchSize })
  return widened === from ? state : widened
}

function isRequest(request: unknown): request is UniswapV3StateRequest {
  return typeof request === 'object' && request !== null && Number.isInteger((request as Partial<UniswapV3StateRequest>).word)
}
