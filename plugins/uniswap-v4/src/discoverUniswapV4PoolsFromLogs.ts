import type { DiscoverFromLogsParameters, DiscoverReturnType, Pool } from '@sluice/core'
import { type Address, isAddressEqual, parseEventLogs } from 'viem'
import { uniswapV4PoolManagerAbi } from './abi.js'
import { toUniswapV4Pool } from './toUniswapV4Pool.js'

export type DiscoverUniswapV4PoolsFromLogsParameters = DiscoverFromLogsParameters & {
  poolManager: Address
  sourceId: number
}

export type DiscoverUniswapV4PoolsFromLogsReturnType = DiscoverReturnType | undefined

/** The pools a block range's `Initialize` logs announce, without a request; `undefined` before the first `discover`. */
export function discoverUniswapV4PoolsFromLogs({
  logs,
  toBlock,
  cursor,
  poolManager,
  sourceId,
}: DiscoverUniswapV4PoolsFromLogsParameters): DiscoverUniswapV4PoolsFromLogsReturnType {
  if (cursor === undefined || !/^logs:\d+$/.test(cursor)) return undefined
  const initialized = parseEventLogs({
    abi: uniswapV4PoolManagerAbi,
    eventName: 'Initialize',
    logs: logs.filter((log) => isAddressEqual(log.address, poolManager)),
    strict: true,
  })
  const pools = initialized.flatMap(({ args }): Pool[] => {
    const pool = toUniswapV4Pool({ args, poolManager, sourceId })
    return pool ? [pool] : []
  })
  return { pools, cursor: `logs:${toBlock + 1n}` }
}
