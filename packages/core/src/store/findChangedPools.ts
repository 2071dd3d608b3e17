import type { Address, Log, PublicClient } from 'viem'
import type { PoolState } from '../types/Pool.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'

export type FindChangedPoolsParameters = {
  client: PublicClient
  /** Tracked states by lower-cased pool address. */
  states: ReadonlyMap<string, PoolState>
  adapterOf: (sourceId: number) => SourceAdapter
  fromBlock: bigint
  toBlock: bigint
  /** Log addresses per `eth_getLogs` request. */
  addressBatchSize: number
}

/** Lower-cased addresses of the tracked pools that a log in the range changed. */
export type FindChangedPoolsReturnType = Set<string>

/**
 * Reads the logs of the tracked pools' log addresses (`adapter.logAddress`, default the pool's
 * address) over a block range and keeps the pools a log changed (`adapter.poolOfLog`, default the
 * log's address when `adapter.changesState` says so).
 */
export async function findChangedPools({
  client,
  states,
  adapterOf,
  fromBlock,
  toBlock,
  addressBatchSize,
}: FindChangedPoolsParameters): Promise<FindChangedPoolsReturnType> {
  // Per log address (lower-cased): the sources whose pools log there.
  const sourcesAt = new Map<string, { address: Address; sourceIds: Set<number> }>()
  for (const { pool } of states.values()) {
    const adapter = adapterOf(pool.sourceId)
    const address = adapter.logAddress ? adapter.logAddress(pool) : pool.address
    const key = address.toLowerCase()
    const entry = sourcesAt.get(key) ?? { address, sourceIds: new Set<number>() }
    entry.sourceIds.add(pool.sourceId)
    sourcesAt.set(key, entry)
  }
  const addresses = [...sourcesAt.values()].map((entry) => entry.address)
  const batches: Address[][] = []
  for (let start = 0; start < addresses.length; start += addressBatchSize) batches.push(addresses.slice(start, start + addressBatchSize))
  const results = await Promise.all(batches.map((address) => client.getLogs({ address, fromBlock, toBlock })))
  const changed = new Set<string>()
  for (const log of results.flat() as Log[]) {
    for (const sourceId of sourcesAt.get(log.address.toLowerCase())?.sourceIds ?? []) {
      const adapter = adapterOf(sourceId)
      const pool = adapter.poolOfLog ? adapter.poolOfLog(log) : adapter.changesState(log) ? log.address : undefined
      const key = pool?.toLowerCase()
      if (key !== undefined && states.get(key)?.pool.sourceId === sourceId) changed.add(key)
    }
  }
  return changed
}
