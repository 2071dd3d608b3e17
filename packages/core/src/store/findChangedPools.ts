import type { Address, Hash, Hex, Log, PublicClient } from 'viem'
import type { LogReader } from '../logs/createLogReader.js'
import { readLogs } from '../logs/readLogs.js'
import type { PoolState } from '../types/Pool.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'

export type FindChangedPoolsParameters = {
  client: PublicClient
  /** The chain's log reader: every request keeps to its cap, refusals are split. Default: the default cap. */
  logs?: LogReader | undefined
  /** Tracked states by lower-cased `Pool.id`. */
  states: ReadonlyMap<string, PoolState>
  /** Every source (those without pools yet too: their creation topics are read). */
  adapters: readonly SourceAdapter[]
  adapterOf: (sourceId: number) => SourceAdapter
  fromBlock: bigint
  toBlock: bigint
  /** The hash of `toBlock`: a one-block range is read by hash, so a reorg cannot swap its logs. */
  blockHash?: Hash | undefined
  /** Log addresses per `eth_getLogs` request, when some source has no `logTopics`. */
  addressBatchSize: number
}

export type FindChangedPoolsReturnType = {
  /** The tracked pools a log changed (lower-cased `Pool.id`), each with its changing logs in chain order. */
  changed: Map<string, Log[]>
  /** Every log read, in chain order, when read by topic (sources discover from them); else `undefined`. */
  logs: Log[] | undefined
}

/**
 * Reads a block range's logs and keeps the tracked pools a log changed (`adapter.poolOfLog`,
 * default the log's address when `adapter.changesState` says so). When every source names its
 * `logTopics`, that is one `eth_getLogs` by topic, without addresses; otherwise the addresses the
 * tracked pools log at (`Pool.address`: the pool, or the singleton holding it) in batches.
 */
export async function findChangedPools({
  client,
  logs: reader,
  states,
  adapters,
  adapterOf,
  fromBlock,
  toBlock,
  blockHash,
  addressBatchSize,
}: FindChangedPoolsParameters): Promise<FindChangedPoolsReturnType> {
  // Per log address (lower-cased): the sources whose pools log there.
  const sourcesAt = new Map<string, { address: Address; sourceIds: Set<number> }>()
  for (const { pool } of states.values()) {
    const key = pool.address.toLowerCase()
    const entry = sourcesAt.get(key) ?? { address: pool.address, sourceIds: new Set<number>() }
    entry.sourceIds.add(pool.sourceId)
    sourcesAt.set(key, entry)
  }

  const byTopic = adapters.length > 0 && adapters.every((adapter) => adapter.logTopics !== undefined)
  let logs: Log[]
  if (byTopic) {
    const topics = [...new Set(adapters.flatMap((adapter) => adapter.logTopics ?? []))]
    logs = await readLogs({ reader, client, topics: [topics as Hex[]], fromBlock, toBlock, blockHash })
  } else {
    const addresses = [...sourcesAt.values()].map((entry) => entry.address)
    const batches: Address[][] = []
    for (let start = 0; start < addresses.length; start += addressBatchSize) batches.push(addresses.slice(start, start + addressBatchSize))
    logs = (await Promise.all(batches.map((address) => readLogs({ reader, client, address, fromBlock, toBlock })))).flat()
  }
  logs.sort((a, b) => (a.blockNumber === b.blockNumber ? (a.logIndex ?? 0) - (b.logIndex ?? 0) : (a.blockNumber ?? 0n) < (b.blockNumber ?? 0n) ? -1 : 1))

  const changed = new Map<string, Log[]>()
  for (const log of logs) {
    for (const sourceId of sourcesAt.get(log.address.toLowerCase())?.sourceIds ?? []) {
      const adapter = adapterOf(sourceId)
      const pool = adapter.poolOfLog ? adapter.poolOfLog(log) : adapter.changesState(log) ? log.address : undefined
      const key = pool?.toLowerCase()
      if (key === undefined || states.get(key)?.pool.sourceId !== sourceId) continue
      const list = changed.get(key)
      if (list) list.push(log)
      else changed.set(key, [log])
    }
  }
  return { changed, logs: byTopic ? logs : undefined }
}
