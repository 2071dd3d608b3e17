import type { DiscoverFromLogsParameters, DiscoverReturnType, Pool } from '@sluice/core'
import { isAddressEqual, parseEventLogs } from 'viem'
import { solidlyV1FactoryAbi } from './abi.js'
import type { SolidlyV1Source } from './SolidlyV1Source.js'
import { toSolidlyV1Pool } from './toSolidlyV1Pool.js'

export type DiscoverSolidlyV1PoolsFromLogsParameters = DiscoverFromLogsParameters & {
  source: SolidlyV1Source
}

export type DiscoverSolidlyV1PoolsFromLogsReturnType = DiscoverReturnType | undefined

/**
 * The pools a block range's `PairCreated` logs announce, and the cursor after them, without a
 * request. In enumeration mode a log carries the pool's index (`allPairs.length` after it), so
 * the cursor advances only over pools that follow it without a gap; anything else answers
 * `undefined` and `discover` reads the factory.
 */
export function discoverSolidlyV1PoolsFromLogs({
  logs,
  toBlock,
  cursor,
  source,
}: DiscoverSolidlyV1PoolsFromLogsParameters): DiscoverSolidlyV1PoolsFromLogsReturnType {
  const { config } = source
  const match = cursor === undefined ? undefined : /^(\w+):(\d+)$/.exec(cursor)
  if (!match || match[1] !== config.discovery) return undefined
  const created = parseEventLogs({
    abi: solidlyV1FactoryAbi,
    eventName: 'PairCreated',
    logs: logs.filter((log) => isAddressEqual(log.address, config.factory)),
    strict: true,
  })
  const pools: Pool[] = []
  let next = BigInt(match[2]!)
  for (const {
    args: { token0, token1, stable, pair: pool, length },
  } of created) {
    if (config.discovery === 'enumeration') {
      if (length <= next) continue // already enumerated
      if (length !== next + 1n) return undefined
      next = length
    }
    pools.push(toSolidlyV1Pool({ pool, token0, token1, stable, sourceId: source.id, config }))
  }
  return { pools, cursor: config.discovery === 'logs' ? `logs:${toBlock + 1n}` : `enumeration:${next}` }
}
