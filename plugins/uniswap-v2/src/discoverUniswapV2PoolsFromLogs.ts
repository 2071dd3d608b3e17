import type { DiscoverFromLogsParameters, DiscoverReturnType, Pool } from '@sluice/core'
import { isAddressEqual, parseEventLogs } from 'viem'
import { uniswapV2FactoryAbi } from './abi.js'
import type { ResolvedUniswapV2Config } from './resolveUniswapV2Config.js'
import { toUniswapV2Pool } from './toUniswapV2Pool.js'

export type DiscoverUniswapV2PoolsFromLogsParameters = DiscoverFromLogsParameters & {
  config: ResolvedUniswapV2Config
}

export type DiscoverUniswapV2PoolsFromLogsReturnType = DiscoverReturnType | undefined

/**
 * The pairs a block range's `PairCreated` logs announce, and the cursor after them, without a
 * request. In enumeration mode a pair's log carries its index (`allPairs.length` after it), so
 * the cursor advances only over pairs that follow it without a gap; anything else (no cursor yet,
 * a gap) answers `undefined` and `discover` reads the factory.
 */
export function discoverUniswapV2PoolsFromLogs({
  logs,
  toBlock,
  cursor,
  config,
}: DiscoverUniswapV2PoolsFromLogsParameters): DiscoverUniswapV2PoolsFromLogsReturnType {
  const match = cursor === undefined ? undefined : /^(\w+):(\d+)$/.exec(cursor)
  if (!match || match[1] !== config.discovery.mode) return undefined
  const created = parseEventLogs({
    abi: uniswapV2FactoryAbi,
    eventName: 'PairCreated',
    logs: logs.filter((log) => isAddressEqual(log.address, config.factory)),
    strict: true,
  })
  const pools: Pool[] = []
  let next = BigInt(match[2]!)
  for (const {
    args: [token0, token1, pair, length],
  } of created) {
    if (config.discovery.mode === 'enumeration') {
      if (length <= next) continue // already enumerated
      if (length !== next + 1n) return undefined
      next = length
    }
    pools.push(toUniswapV2Pool({ pair, token0, token1, config }))
  }
  return { pools, cursor: config.discovery.mode === 'logs' ? `logs:${toBlock + 1n}` : `enumeration:${next}` }
}
