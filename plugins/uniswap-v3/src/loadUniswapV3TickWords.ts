import { loadBitmapTickWords, readBitmapTickWords, wordBounds } from '@sluice/concentrated-liquidity'
import { InvalidParametersError, MULTICALL3_ADDRESS, type PoolState } from '@sluice/core'
import type { Address, PublicClient } from 'viem'
import { uniswapV3PoolAbi } from './abi.js'
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
  const widened = await loadBitmapTickWords({
    data,
    minWord: from,
    maxWord: to,
    read: async (ranges) => {
      const chainId = client.chain?.id ?? (await client.getChainId())
      const requests = ranges.map((range) => ({ address: state.pool.address, tickSpacing: data.tickSpacing, ...range }))
      return readBitmapTickWords({
        client,
        abi: uniswapV3PoolAbi,
        decodeTick: ([liquidityGross, liquidityNet]) => ({ liquidityGross, liquidityNet }),
        name: 'Uniswap V3',
        requests,
        blockNumber: state.blockNumber,
        chainId,
        multicall3,
        batchSize,
      })
    },
  })
  return widened === data ? state : { ...state, data: widened }
}
