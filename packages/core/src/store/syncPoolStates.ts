import type { Hash, Log, PublicClient } from 'viem'
import type { LogReader } from '../logs/createLogReader.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { Pool, PoolId, PoolState } from '../types/Pool.js'
import { findChangedPools } from './findChangedPools.js'
import { readBlockNumber } from './readBlockNumber.js'

/** What a pool-state store holds between syncs. */
export type PoolStoreState = {
  /** The block every state is valid at, and its hash (to notice reorgs). */
  blockNumber: bigint
  blockHash: Hash
  /** States by lower-cased `Pool.id`. */
  states: ReadonlyMap<string, PoolState>
  /** Discovery cursor per source ID. */
  cursors: ReadonlyMap<number, string>
  /**
   * Pools (lower-cased) whose last read may hold changes of blocks after `blockNumber`: the head
   * moved while they were read, and a node may answer a read at its newest block from its live
   * state, which can already hold the block it is mining (Anvil does). The next sync reads these
   * anew rather than apply logs that may already be in them (a liquidity change counted twice).
   */
  mayHoldLaterBlocks: ReadonlySet<string>
}

export type SyncPoolStatesParameters = {
  client: PublicClient
  registry: SourceRegistry
  /** The chain's log reader: following, catch-up and discovery read logs through it. Default: the default cap. */
  logs?: LogReader | undefined
  /** The state of the last successful sync; absent on the first. */
  previous: PoolStoreState | undefined
  /**
   * A head further than this many blocks ahead re-reads every pool (`track`, at the head) instead
   * of reading the logs of the blocks between.
   */
  maxLogBlockRange: bigint
  /** Pool addresses per `eth_getLogs` request (when some source has no `logTopics`). */
  addressBatchSize: number
  /** The head to sync to, as a new-head subscription announced it; absent: the latest block is read. */
  head?: BlockHead | undefined
}

/** What a new-head notification says of a block. */
export type BlockHead = { number: bigint; hash: Hash; parentHash: Hash }

export type SyncPoolStatesReturnType = {
  state: PoolStoreState
  /**
   * `full`: everything read anew (first sync, reorg, or too far behind); `logs`: only the pools
   * whose logs changed them and new pools; `none`: no new block.
   */
  kind: 'full' | 'logs' | 'none'
  /** Pools brought up to date that were known before: those a log changed (`logs`), or all (`full`). */
  changed: PoolId[]
  /** Pools discovered by this sync. */
  added: PoolId[]
}

/**
 * One step of a pool-state store: reads the head block (unless given), then brings the states to
 * it. With a previous state on the same chain of blocks and a head at most `maxLogBlockRange`
 * ahead, only the pools whose logs in the new blocks change their state are updated: from the
 * logs themselves where the adapter can (`applyLogs`), else re-read (`adapter.track`); new pools
 * come from the same logs (`discoverFromLogs`) or each source's cursor (`discover`). Otherwise
 * every pool is re-read (and, after a reorg, rediscovered). Every read is pinned to the head
 * block, so the result is one consistent block (pools read while the head moved are read again
 * next time they change: see `mayHoldLaterBlocks`). Never modifies `previous`: the caller commits it.
 * A new block whose changes the logs carry costs one request with `head` given, two without.
 */
export async function syncPoolStates({
  client,
  registry,
  logs: reader,
  previous,
  maxLogBlockRange,
  addressBatchSize,
  head: given,
}: SyncPoolStatesParameters): Promise<SyncPoolStatesReturnType> {
  const head = given ?? (await client.getBlock({ blockTag: 'latest' }))
  if (head.hash === null || head.number === null) throw new Error('The latest block has no number or hash.')
  const blockNumber = head.number
  const headHash = head.hash

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
  /** Pools brought up to date from their logs alone. */
  const applied: Pool[] = []
  const adapters = registry.list()
  let logs: readonly Log[] | undefined
  let kind: SyncPoolStatesReturnType['kind'] = 'full'
  if (base && blockNumber - base.blockNumber > maxLogBlockRange) for (const [key, state] of base.states) toRead.set(key, state.pool)
  else if (base) {
    kind = 'logs'
    const found = await findChangedPools({
      client,
      logs: reader,
      states: base.states,
      adapters,
      adapterOf: (id) => registry.get(id),
      fromBlock: base.blockNumber + 1n,
      toBlock: blockNumber,
      blockHash: headHash,
      addressBatchSize,
    })
    logs = found.logs
    for (const [key, poolLogs] of found.changed) {
      const state = base.states.get(key)!
      const next = base.mayHoldLaterBlocks.has(key) ? undefined : registry.get(state.pool.sourceId).applyLogs?.({ state, logs: poolLogs, blockNumber })
      if (next) {
        states.set(key, Object.freeze({ ...next, pool: state.pool }))
        applied.push(state.pool)
      } else toRead.set(key, state.pool)
    }
  }

  const added: PoolId[] = []
  const discovered = await Promise.all(
    adapters.map(async (adapter) => {
      const cursor = cursors.get(adapter.id)
      return (
        (logs && adapter.discoverFromLogs?.({ logs, toBlock: blockNumber, cursor })) ?? adapter.discover({ client, toBlock: blockNumber, cursor, logs: reader })
      )
    }),
  )
  adapters.forEach((adapter, i) => {
    const { pools, cursor } = discovered[i]!
    cursors.set(adapter.id, cursor)
    for (const pool of pools) {
      const key = pool.id.toLowerCase()
      if (!previous?.states.has(key) && !toRead.has(key)) added.push(pool.id)
      if (!states.has(key) || toRead.has(key)) toRead.set(key, pool)
    }
  })

  const bySource = new Map<number, Pool[]>()
  for (const pool of toRead.values()) {
    const list = bySource.get(pool.sourceId)
    if (list) list.push(pool)
    else bySource.set(pool.sourceId, [pool])
  }
  const read = await Promise.all([...bySource].map(([id, pools]) => registry.get(id).track({ client, pools, blockNumber })))
  for (const state of read.flat()) states.set(state.pool.id.toLowerCase(), Object.freeze({ ...state, pool: Object.freeze({ ...state.pool }) }))
  const mayHoldLaterBlocks = toRead.size > 0 && (await readBlockNumber(client)) > blockNumber ? new Set(toRead.keys()) : new Set<string>()

  const isAdded = new Set(added)
  return {
    state: { blockNumber, blockHash: headHash, states, cursors, mayHoldLaterBlocks },
    kind,
    changed: [...applied, ...toRead.values()].filter((pool) => !isAdded.has(pool.id)).map((pool) => pool.id),
    added,
  }
}
