import { modifyBitmapLiquidity } from '@sluice/concentrated-liquidity'
import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { uniswapV3PoolAbi } from '@sluice/plugin-uniswap-v3'
import { decodeEventLog } from 'viem'
import type { SlipstreamPoolState } from './SlipstreamPoolState.js'

export type ApplySlipstreamLogsParameters = ApplyLogsParameters<SlipstreamPoolState>

export type ApplySlipstreamLogsReturnType = PoolState<SlipstreamPoolState> | undefined

/**
 * A pool's state after its `Swap`, `Mint` and `Burn` logs (Uniswap V3's events), applied in
 * order: a `Swap` emits the price, tick and in-range liquidity it leaves; a `Mint` or `Burn` moves
 * the ticks, bitmap and in-range liquidity as the pool does (`modifyBitmapLiquidity`). The fee
 * is kept from the last read: a fee module's change emits no event of the pool. `Initialize` (or a
 * log that does not fit), or a tick that left the loaded words, answers `undefined`: the pool is
 * read anew.
 */
export function applySlipstreamLogs({ state, logs, blockNumber }: ApplySlipstreamLogsParameters): ApplySlipstreamLogsReturnType {
  let data: SlipstreamPoolState = state.data
  for (const log of logs) {
    const event = decodeEventLog({ abi: uniswapV3PoolAbi, data: log.data, topics: log.topics })
    if (event.eventName === 'Swap') {
      const { sqrtPriceX96, tick, liquidity } = event.args
      data = { ...data, sqrtPriceX96, tick, liquidity }
    } else if (event.eventName === 'Mint' || event.eventName === 'Burn') {
      const { tickLower, tickUpper, amount } = event.args
      const modified = modifyBitmapLiquidity({ data, tickLower, tickUpper, liquidityDelta: event.eventName === 'Mint' ? amount : -amount })
      if (!modified) return undefined
      data = modified
    } else return undefined
  }
  if (logs.length === 0) return undefined
  const word = Math.floor(data.tick / data.tickSpacing) >> 8
  if (word < data.minWord || word > data.maxWord) return undefined
  return { pool: state.pool, blockNumber, data }
}
