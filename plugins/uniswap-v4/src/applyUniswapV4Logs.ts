import { modifyBitmapLiquidity } from '@sluice/concentrated-liquidity'
import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { decodeEventLog } from 'viem'
import { uniswapV4PoolManagerAbi } from './abi.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'

export type ApplyUniswapV4LogsParameters = ApplyLogsParameters<UniswapV4PoolState>

export type ApplyUniswapV4LogsReturnType = PoolState<UniswapV4PoolState> | undefined

/**
 * A pool's state after its PoolManager logs, applied in order: a `Swap` emits the price, tick and
 * in-range liquidity it leaves (hookless pools have static LP fees, so the fee stays); a
 * `ModifyLiquidity` names the range and the signed liquidity delta, which moves the ticks, the
 * bitmap and the in-range liquidity as `Pool.modifyLiquidity` moves them
 * (`modifyBitmapLiquidity`); a `ProtocolFeeUpdated` carries the new protocol fee. `Initialize`
 * (or a log that does not fit the state), or a tick that left the loaded words, answers
 * `undefined`: the pool is read anew.
 */
export function applyUniswapV4Logs({ state, logs, blockNumber }: ApplyUniswapV4LogsParameters): ApplyUniswapV4LogsReturnType {
  let data: UniswapV4PoolState | undefined = state.data
  for (const log of logs) {
    const event = decodeEventLog({ abi: uniswapV4PoolManagerAbi, data: log.data, topics: log.topics })
    if (event.eventName === 'Swap') {
      const { sqrtPriceX96, tick, liquidity } = event.args
      data = { ...data, sqrtPriceX96, tick, liquidity }
    } else if (event.eventName === 'ModifyLiquidity') {
      const { tickLower, tickUpper, liquidityDelta } = event.args
      data = modifyBitmapLiquidity({ data, tickLower, tickUpper, liquidityDelta })
      if (!data) return undefined
    } else if (event.eventName === 'ProtocolFeeUpdated') data = { ...data, protocolFee: event.args.protocolFee }
    else return undefined
  }
  if (logs.length === 0) return undefined
  const word = Math.floor(data.tick / data.tickSpacing) >> 8
  if (word < data.minWord || word > data.maxWord) return undefined
  return { pool: state.pool, blockNumber, data }
}
