import type { DiscoverFromLogsParameters, DiscoverReturnType, Pool } from '@sluice/core'
import { isAddressEqual, parseEventLogs } from 'viem'
import { uniswapV3FactoryAbi } from './abi.js'
import type { ResolvedUniswapV3Config } from './resolveUniswapV3Config.js'
import { toUniswapV3Pool } from './toUniswapV3Pool.js'

export type DiscoverUniswapV3PoolsFromLogsParameters = DiscoverFromLogsParameters & {
  config: ResolvedUniswapV3Config
}

export type DiscoverUniswapV3PoolsFromLogsReturnType = DiscoverReturnType | undefined

/** The pools a block range's `PoolCreated` logs announce, without a request; `undefined` before the first `discover`. */
export function discoverUniswapV3PoolsFromLogs({
  logs,
  toBlock,
  cursor,
  config,
}: DiscoverUniswapV3PoolsFromLogsParameters): DiscoverUniswapV3PoolsFromLogsReturnType {
  if (cursor === undefined || !/^logs:\d+$/.test(cursor)) return undefined
  const created = parseEventLogs({
    abi: uniswapV3FactoryAbi,
    eventName: 'PoolCreated',
    logs: logs.filter((log) => isAddressEqual(log.address, config.factory)),
    strict: true,
  })
  const pools = created.flatMap(({ args }): Pool[] => {
    const pool = toUniswapV3Pool({ ...args, config })
    return pool ? [pool] : []
  })
  return { pools, cursor: `logs:${toBlock + 1n}` }
}
