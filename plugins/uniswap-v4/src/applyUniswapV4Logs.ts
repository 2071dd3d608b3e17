import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { decodeEventLog } from 'viem'
import { uniswapV4PoolManagerAbi } from './abi.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'

export type ApplyUniswapV4LogsParameters = ApplyLogsParameters<UniswapV4PoolState>

export type ApplyUniswapV4LogsReturnType = PoolState<UniswapV4PoolState> | undefined

/**
 * A pool's state after PoolManager logs that are all its swaps: a `Swap` emits the price, tick
 * and in-range liquidity it leaves; swaps change no tick data and no fee (hookless pools have
 * static LP fees), so the last one says it all. Any other event, or a tick that left the loaded
 * words, answers `undefined`: the pool is read anew.
 */
export function applyUniswapV4Logs({ state, logs, blockNumber }: ApplyUniswapV4LogsParameters): ApplyUniswapV4LogsReturnType {
  let last: { sqrtPriceX96: bigint; liquidity: bigint; tick: number } | undefined
  for (const log of logs) {
    const { eventName, args } = decodeEventLog({ abi: uniswapV4PoolManagerAbi, data: log.data, topics: log.topics })
    if (eventName !== 'Swap') return undefined
    last = args
  }
  if (!last) return undefined
  const word = Math.floor(last.tick / state.data.tickSpacing) >> 8
  if (word < state.data.minWord || word > state.data.maxWord) return undefined
  return { pool: state.pool, blockNumber, data: { ...state.data, sqrtPriceX96: last.sqrtPriceX96, tick: last.tick, liquidity: last.liquidity } }
}
