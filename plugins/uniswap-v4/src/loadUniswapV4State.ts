import { widenWordRange } from '@sluice/concentrated-liquidity'
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
  const ranges = [
    { layout, tickSpacing: data.tickSpacing, fromWord: minWord, toWord: data.minWord - 1 },
    { layout, tickSpacing: data.tickSpacing, fromWord: data.maxWord + 1, toWord: maxWord },
  ].filter((range) => range.fromWord <= range.toWord)
  // The pool has not changed since its state's block: read at the store's, which the node surely has.
  const read = (slots: `0x${string}`[]) =>
    readUniswapV4Slots({ client, poolManager: config.poolManager, slots, blockNumber, slotsPerCall: config.slotsPerCall, chainId })
  const loaded = await readUniswapV4TickWords({ read, ranges })
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
