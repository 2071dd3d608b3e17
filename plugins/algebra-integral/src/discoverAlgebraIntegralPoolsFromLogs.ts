import type { DiscoverFromLogsParameters, DiscoverReturnType } from '@sluice/core'
import { type Address, isAddressEqual, toEventSelector } from 'viem'
import { algebraFactoryAbi } from './abi.js'

export type DiscoverAlgebraIntegralPoolsFromLogsParameters = DiscoverFromLogsParameters & {
  factory: Address
}

export type DiscoverAlgebraIntegralPoolsFromLogsReturnType = DiscoverReturnType | undefined

const creationTopics = new Set<string>(algebraFactoryAbi.filter((item) => item.type === 'event').map((event) => toEventSelector(event)))

/**
 * Discovery without a request when a block range's logs hold no pool creation of the factory: no
 * new pool, the cursor moves past the range. A creation answers `undefined`, so `discover` reads
 * it (a new pool's current fee needs a read anyway).
 */
export function discoverAlgebraIntegralPoolsFromLogs({
  logs,
  toBlock,
  cursor,
  factory,
}: DiscoverAlgebraIntegralPoolsFromLogsParameters): DiscoverAlgebraIntegralPoolsFromLogsReturnType {
  if (cursor === undefined || !/^logs:\d+$/.test(cursor)) return undefined
  if (logs.some((log) => isAddressEqual(log.address, factory) && log.topics[0] !== undefined && creationTopics.has(log.topics[0]))) return undefined
  return { pools: [], cursor: `logs:${toBlock + 1n}` }
}
