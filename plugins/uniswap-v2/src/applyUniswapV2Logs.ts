import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { decodeEventLog } from 'viem'
import { uniswapV2PairAbi } from './abi.js'
import type { UniswapV2Reserves } from './UniswapV2Reserves.js'

export type ApplyUniswapV2LogsParameters = ApplyLogsParameters<UniswapV2Reserves>

export type ApplyUniswapV2LogsReturnType = PoolState<UniswapV2Reserves> | undefined

/** A pair's reserves after its logs: every reserve change emits `Sync` with both reserves, so the last one says it all. */
export function applyUniswapV2Logs({ state, logs, blockNumber }: ApplyUniswapV2LogsParameters): ApplyUniswapV2LogsReturnType {
  const last = logs.at(-1)
  if (!last) return undefined
  const { eventName, args } = decodeEventLog({ abi: uniswapV2PairAbi, data: last.data, topics: last.topics })
  if (eventName !== 'Sync') return undefined
  return { pool: state.pool, blockNumber, data: { reserve0: args.reserve0, reserve1: args.reserve1 } }
}
