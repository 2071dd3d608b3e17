import type { Address, Hash, PublicClient } from 'viem'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { Pool, PoolState } from '../types/Pool.js'
import { findChangedPools } from './findChangedPools.js'

/** What a pool-state store holds between syncs. */
export type PoolStoreState = {
  /** The block every state is valid at, and its hash (to notice reorgs). */
  blockNumber: bigint
  blockHash: Hash
  /** States by lower-cased pool address. */
  states: ReadonlyMap<string, PoolState>
  /** Discovery cursor per source ID. */
  cursors: ReadonlyMap<number, string>
}

export type SyncPoolStatesParameters = {
  client: PublicClient
  registry: SourceRegistry
  /** The state of the last successful sync; absent on the first. */
  previous: PoolStoreState | undefined
  /** A head further than this many blocks ahead re-reads every pool instead of reading logs. */
  maxLogBlockRange: bigint
  /** Pool addresses per `eth_getLogs` request. */
  addressBatchSize: number
}

export type SyncPoolStatesReturnType = {
  state: PoolStoreState
  /**
   * `full`: everything read anew (first sync, reorg, or too far behind); `logs`: only the pools
   * whose logs changed them and new pools; `none`: no new block.
   */
  kind: 'full' | 'logs' | 'none'
  /** Pools re-read that were known before: those a log changed (`logs`), or all (`full`). */
  changed: Address[]
  /** Pools discovered by this sync. */
  added: Address[]
}

/**
 * One step of a pool-state store: reads the head block, then brings the states to it. With a
 * previous state on the same chain of blocks and a head at most `maxLogBlockRange` ahead, only
 * the pools whose logs in the new blocks change their state (`adapter.changesState`) are re-read
 * (`adapter.track`), and new pools are discovered from each source's cursor. Otherwise every pool
 * is re-read (and, after a reorg, rediscovered). Every read is pinned to the head block, so the
 * result is one consistent block. Never modifies `previous`: the caller commits the result.
 */
export async function syncPoolStates({
  client,
  registry,
  previous,
  maxLogBlockRange,
  addressBatchSize,
}: SyncPoolStatesParameters): Promise<SyncPoolStatesReturnType> {
  const head = await client.getBlock({ blockTag: 'latest' })
  if (head.hash === null || head.number === null) throw new Error('The latest block has no number or hash.')
  const blockNumber = head.number

  // Same chain of blocks as the previous sync: its states are a valid base; otherwise (first
  // sync, reorg) everything is discovered and read anew.
  let base: PoolStoreState | undefined
  if (previous && blockNumber >= previous.blockNumber) {
    const canonical =
      blockNumber === previous.blockNumber
        ? head.hash
        : blockNumber === previous.blockNumber + 1n
          ? head.parentHash
          : (await client.getBlock({ blockNumber: previous.blockNumber })).hash
    if (canonical === previous.blockHash) base = previous
  }
  if (base && blockNumber === base.blockNumber) return { state: base, kind: 'none', changed: [], added: [] }

  const states = new Map(base?.states)
  const cursors = new Map(base?.cursors)
  const toRead = new Map<string, Pool>()
  let kind: SyncPoolStatesReturnType['kind'] = 'full'
  if (base && blockNumber - base.blockNumber > maxLogBlockRange) for (const [key, state] of base.states) toRead.set(key, state.pool)
  else if (base) {
    kind = 'logs'
    const changed = await findChangedPools({
      client,
      states: base.states,
      adapterOf: (id) => registry.get(id),
      fromBlock: base.blockNumber + 1n,
      toBlock: blockNumber,
      addressBatchSize,
    })
    for (const key of changed) toRead.set(key, base.states.get(key)!.pool)
  }

  const added: Address[] = []
  const adapters = registry.list()
  const discovered = await Promise.all(adapters.map((adapter) => adapter.discover({ client, toBlock: blockNumber, cursor: cursors.get(adapter.id) })))
  adapters.forEach((adapter, i) => {
    const { pools, cursor } = discovered[i]!
    cursors.set(adapter.id, cursor)
    for (const pool of pools) {
      const key = pool.address.toLowerCase()
      if (!previous?.states.has(key) && !toRead.has(key)) added.push(pool.address)
      toRead.set(key, pool)
    }
  })

  const bySource = new Map<number, Pool[]>()
  for (const pool of toRead.values()) {
    const list = bySource.get(pool.sourceId)
    if (list) list.push(pool)
    else bySource.set(pool.sourceId, [pool])
  }
  const read = await Promise.all([...bySource].map(([id, pools]) => registry.get(id).track({ client, pools, blockNumber })))
  for (const state of read.flat()) states.set(state.pool.address.toLowerCase(), Object.freeze({ ...state, pool: Object.freeze({ ...state.pool }) }))

  const isAdded = new Set(added)
  return {
    state: { blockNumber, blockHash: head.hash, states, cursors },
    kind,
    changed: [...toRead.values()].filter((pool) => !isAdded.has(pool.address)).map((pool) => pool.address),
    added,
  }
}
