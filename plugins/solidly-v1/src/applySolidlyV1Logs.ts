import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { decodeEventLog } from 'viem'
import { solidlyV1PoolAbi } from './abi.js'
import type { SolidlyV1State } from './SolidlyV1State.js'

export type ApplySolidlyV1LogsParameters = ApplyLogsParameters<SolidlyV1State>

export type ApplySolidlyV1LogsReturnType = PoolState<SolidlyV1State> | undefined

/**
 * A pool's state after its logs: every reserve change emits `Sync` with both reserves, so the
 * last one says it all; decimals and curve never change, and the fee is kept from the last read.
 */
export function applySolidlyV1Logs({ state, logs, blockNumber }: ApplySolidlyV1LogsParameters): ApplySolidlyV1LogsReturnType {
  const last = logs.at(-1)
  if (!last) return undefined
  const { eventName, args } = decodeEventLog({ abi: solidlyV1PoolAbi, data: last.data, topics: last.topics })
  if (eventName !== 'Sync') return undefined
  return { pool: state.pool, blockNumber, data: { ...state.data, reserve0: args.reserve0, reserve1: args.reserve1 } }
}
