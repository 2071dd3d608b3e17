import { loadBitmapTickWords, widenWordRange } from '@sluice/concentrated-liquidity'
import type { LoadStateParameters, PoolState } from '@sluice/core'
import { readUniswapV4Slots } from './readUniswapV4Slots.js'
import { readUniswapV4TickWords } from './readUniswapV4TickWords.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'
import type { UniswapV4Config } from './uniswapV4ConfigSchema.js'
import { uniswapV4StorageSlots } from './uniswapV4StorageSlots.js'

export type LoadUniswapV4StateParameters = LoadStateParameters<UniswapV4PoolState> & {
  config: Pick<UniswapV4Config, 'poolManager' | 'slotsPerCall' | 'wordRadius'>
  chainId: number
}

export type LoadUniswapV4StateReturnType = PoolState<UniswapV4PoolState>

/**
 * The adapter's `loadState`: answers the simulators' `TICKS_NOT_LOADED` requests by widening the
 * loaded bitmap words (`widenWordRange`), reading only the words not yet loaded and their ticks
 * from the PoolManager's storage. The state passed in comes back when no request lies outside
 * the loaded words.
 */
export async function loadUniswapV4State({
  client,
  state,
  blockNumber,
  requests,
  config,
  chainId,
}: LoadUniswapV4StateParameters): Promise<LoadUniswapV4StateReturnType> {
  const { data } = state
  const { minWord, maxWord } = widenWordRange({ ...data, requests, wordRadius: config.wordRadius })
  if (minWord === data.minWord && maxWord === data.maxWord) return state
  const layout = uniswapV4StorageSlots({ poolId: state.pool.id })
  // The pool has not changed since its state's block: read at the store's, which the node surely has.
  const read = (slots: `0x${string}`[]) =>
    readUniswapV4Slots({ client, poolManager: config.poolManager, slots, blockNumber, slotsPerCall: config.slotsPerCall, chainId })
  const widened = await loadBitmapTickWords({
    data,
    minWord,
    maxWord,
    read: (ranges) => readUniswapV4TickWords({ read, ranges: ranges.map((range) => ({ layout, tickSpacing: data.tickSpacing, ...range })) }),
  })
  return { ...state, blockNumber, data: widened }
}
