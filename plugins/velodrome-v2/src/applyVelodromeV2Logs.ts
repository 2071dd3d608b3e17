import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { decodeEventLog } from 'viem'
import { velodromeV2PoolAbi } from './abi.js'
import type { VelodromeV2State } from './VelodromeV2State.js'

export type ApplyVelodromeV2LogsParameters = ApplyLogsParameters<VelodromeV2State>

export type ApplyVelodromeV2LogsReturnType = PoolState<VelodromeV2State> | undefined

/**
 * A pool's state after its logs: every reserve change emits `Sync` with both reserves, so the
 * last one says it all; decimals and curve never change, and the fee is kept from the last read.
 */
export function applyVelodromeV2Logs({ state, logs, blockNumber }: ApplyVelodromeV2LogsParameters): ApplyVelodromeV2LogsReturnType {
  const last = logs.at(-1)
  if (!last) return undefined
  const { eventName, args } = decodeEventLog({ abi: velodromeV2PoolAbi, data: last.data, topics: last.topics })
  if (eventName !== 'Sync') return undefined
  return { pool: state.pool, blockNumber, data: { ...state.data, reserve0: args.reserve0, reserve1: args.reserve1 } }
}
