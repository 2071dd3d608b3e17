import type { DiscoverFromLogsParameters, DiscoverReturnType, Pool } from '@sluice/core'
import { isAddressEqual, parseEventLogs } from 'viem'
import { velodromeV2FactoryAbi } from './abi.js'
import { toVelodromeV2Pool } from './toVelodromeV2Pool.js'
import type { VelodromeV2Source } from './VelodromeV2Source.js'

export type DiscoverVelodromeV2PoolsFromLogsParameters = DiscoverFromLogsParameters & {
  source: VelodromeV2Source
}

export type DiscoverVelodromeV2PoolsFromLogsReturnType = DiscoverReturnType | undefined

/**
 * The pools a block range's `PoolCreated` logs announce, and the cursor after them, without a
 * request. In enumeration mode a log carries the pool's index (`allPools.length` after it), so
 * the cursor advances only over pools that follow it without a gap; anything else answers
 * `undefined` and `discover` reads the factory.
 */
export function discoverVelodromeV2PoolsFromLogs({
  logs,
  toBlock,
  cursor,
  source,
}: DiscoverVelodromeV2PoolsFromLogsParameters): DiscoverVelodromeV2PoolsFromLogsReturnType {
  const { config } = source
  const match = cursor === undefined ? undefined : /^(\w+):(\d+)$/.exec(cursor)
  if (!match || match[1] !== config.discovery) return undefined
  const created = parseEventLogs({
    abi: velodromeV2FactoryAbi,
    eventName: 'PoolCreated',
    logs: logs.filter((log) => isAddressEqual(log.address, config.factory)),
    strict: true,
  })
  const pools: Pool[] = []
  let next = BigInt(match[2]!)
  for (const {
    args: { token0, token1, stable, pool, length },
  } of created) {
    if (config.discovery === 'enumeration') {
      if (length <= next) continue // already enumerated
      if (length !== next + 1n) return undefined
      next = length
    }
    pools.push(toVelodromeV2Pool({ pool, token0, token1, stable, sourceId: source.id, config }))
  }
  return { pools, cursor: config.discovery === 'logs' ? `logs:${toBlock + 1n}` : `enumeration:${next}` }
}
