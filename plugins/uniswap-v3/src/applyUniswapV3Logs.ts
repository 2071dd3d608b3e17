import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { decodeEventLog } from 'viem'
import { uniswapV3PoolAbi } from './abi.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

export type ApplyUniswapV3LogsParameters = ApplyLogsParameters<UniswapV3PoolState>

export type ApplyUniswapV3LogsReturnType = PoolState<UniswapV3PoolState> | undefined

/**
 * A pool's state after logs that are all swaps: a `Swap` emits the price, tick and in-range
 * liquidity it leaves, and swaps change no tick data, so the last one says it all. `Mint`, `Burn`
 * and `Initialize` (tick data changes the log does not fully tell), or a tick that left the
 * loaded words, answer `undefined`: the pool is read anew.
 */
export function applyUniswapV3Logs({ state, logs, blockNumber }: ApplyUniswapV3LogsParameters): ApplyUniswapV3LogsReturnType {
  let last: { sqrtPriceX96: bigint; liquidity: bigint; tick: number } | undefined
  for (const log of logs) {
    const { eventName, args } = decodeEventLog({ abi: uniswapV3PoolAbi, data: log.data, topics: log.topics })
    if (eventName !== 'Swap') return undefined
    last = args
  }
  if (!last) return undefined
  const word = Math.floor(last.tick / state.data.tickSpacing) >> 8
  if (word < state.data.minWord || word > state.data.maxWord) return undefined
  return { pool: state.pool, blockNumber, data: { ...state.data, sqrtPriceX96: last.sqrtPriceX96, tick: last.tick, liquidity: last.liquidity } }
}
