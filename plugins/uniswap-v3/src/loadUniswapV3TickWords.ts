import { wordBounds } from '@sluice/concentrated-liquidity'
import { InvalidParametersError, type PoolState } from '@sluice/core'
import type { Address, PublicClient } from 'viem'
import { readUniswapV3TickWords } from './readUniswapV3TickWords.js'
import { MULTICALL3_ADDRESS } from './resolveUniswapV3Config.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

export type LoadUniswapV3TickWordsParameters = {
  client: PublicClient
  /** A tracked state; the words are read at its block. */
  state: PoolState<UniswapV3PoolState>
  /** The word range wanted (inclusive word positions); clamped to the words the pool can use. */
  minWord: number
  maxWord: number
  multicall3?: Address | undefined
  /** Bytes of calldata per Multicall3 request. Default 16,384. */
  batchSize?: number | undefined
}

export type LoadUniswapV3TickWordsReturnType = PoolState<UniswapV3PoolState>

/**
 * Widens a state's loaded tick words to cover `minWord..maxWord`, reading only the missing words
 * (and their ticks) at the state's own block; the state passed in is not changed. This is how a
 * store answers a `TICKS_NOT_LOADED` simulation error.
 */
export async function loadUniswapV3TickWords({
  client,
  state,
  minWord,
  maxWord,
  multicall3 = MULTICALL3_ADDRESS,
  batchSize = 16_384,
}: LoadUniswapV3TickWordsParameters): Promise<LoadUniswapV3TickWordsReturnType> {
  const { data } = state
  if (!Number.isInteger(minWord) || !Number.isInteger(maxWord) || minWord > maxWord)
    throw new InvalidParametersError(`Word range ${minWord}..${maxWord} is invalid.`)
  const bounds = wordBounds({ tickSpacing: data.tickSpacing })
  const from = Math.max(bounds.minWord, Math.min(minWord, data.minWord))
  const to = Math.min(bounds.maxWord, Math.max(maxWord, data.maxWord))
  const requests = [
    { address: state.pool.address, tickSpacing: data.tickSpacing, fromWord: from, toWord: data.minWord - 1 },
    { address: state.pool.address, tickSpacing: data.tickSpacing, fromWord: data.maxWord + 1, toWord: to },
  ].filter((request) => request.fromWord <= request.toWord)
  if (requests.length === 0) return state
  const chainId = client.chain?.id ?? (await client.getChainId())
  const loaded = await readUniswapV3TickWords({ client, requests, blockNumber: state.blockNumber, chainId, multicall3, batchSize })
  const bitmap = new Map(data.bitmap)
  const liquidityNet = new Map(data.liquidityNet)
  const liquidityGross = new Map(data.liquidityGross)
  for (const words of loaded) {
    for (const [position, word] of words.bitmap) bitmap.set(position, word)
    for (const [tick, net] of words.liquidityNet) liquidityNet.set(tick, net)
    for (const [tick, gross] of words.liquidityGross) liquidityGross.set(tick, gross)
  }
  return { ...state, data: { ...data, minWord: from, maxWord: to, bitmap, liquidityNet, liquidityGross } }
}
