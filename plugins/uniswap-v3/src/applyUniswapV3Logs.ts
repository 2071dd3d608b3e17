import { modifyBitmapLiquidity } from '@sluice/concentrated-liquidity'
import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { decodeEventLog } from 'viem'
import { uniswapV3PoolAbi } from './abi.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

export type ApplyUniswapV3LogsParameters<data extends UniswapV3PoolState = UniswapV3PoolState> = ApplyLogsParameters<data>

export type ApplyUniswapV3LogsReturnType<data extends UniswapV3PoolState = UniswapV3PoolState> = PoolState<data> | undefined

/**
 * A pool's state after its `Swap`, `Mint` and `Burn` logs, applied in order: a `Swap` emits the
 * price, tick and in-range liquidity it leaves; a `Mint` or `Burn` names the range and the
 * liquidity added or removed, which moves the ticks, the bitmap and the in-range liquidity as the
 * pool moves them (`modifyBitmapLiquidity`). `Initialize` (or a log that does not fit the
 * state), or a tick that left the loaded words, answers `undefined`: the pool is read anew.
 */
export function applyUniswapV3Logs<data extends UniswapV3PoolState = UniswapV3PoolState>({
  state,
  logs,
  blockNumber,
}: ApplyUniswapV3LogsParameters<data>): ApplyUniswapV3LogsReturnType<data> {
  let data: data | undefined = state.data
  for (const log of logs) {
    const event = decodeEventLog({ abi: uniswapV3PoolAbi, data: log.data, topics: log.topics })
    if (event.eventName === 'Swap') {
      const { sqrtPriceX96, tick, liquidity } = event.args
      data = { ...data, sqrtPriceX96, tick, liquidity }
    } else if (event.eventName === 'Mint' || event.eventName === 'Burn') {
      const { tickLower, tickUpper, amount } = event.args
      data = modifyBitmapLiquidity({ data, tickLower, tickUpper, liquidityDelta: event.eventName === 'Mint' ? amount : -amount })
      if (!data) return undefined
    } else return undefined
  }
  if (logs.length === 0) return undefined
  const word = Math.floor(data.tick / data.tickSpacing) >> 8
  if (word < data.minWord || word > data.maxWord) return undefined
  return { pool: state.pool, blockNumber, data }
}
