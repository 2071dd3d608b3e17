import type { Hash, PublicClient } from 'viem'
import { ChainUnavailableError, InvalidParametersError, StaleStateError } from '../errors/errors.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolId, PoolState } from '../types/Pool.js'
import type { Simulator } from '../types/Simulator.js'
import { createPoolStateLoader } from './createPoolStateLoader.js'
import type { PoolStateStore, SyncReport } from './createPoolStateStore.js'
import { initialPoolStoreStatus } from './initialPoolStoreStatus.js'
import { poolStateStoreHealth } from './poolStateStoreHealth.js'
import { readPoolStateSnapshot } from './readPoolStateSnapshot.js'

/** A full state, as a snapshot of the feed carries it. */
export type FedPoolStates = {
  blockNumber: bigint
  blockHash: Hash
  states: readonly PoolState[]
  /** When the publisher last confirmed this state to be the chain's head (ms since the epoch). */
  confirmedAt: number
}

/** One block's changes, as the feed carries them: they apply to the state at `parentHash` only. */
export type FedPoolStateChanges = Omit<FedPoolStates, 'states'> & {
  /** The hash of the block of the state the changes apply to. */
  parentHash: Hash
  /** New or changed pool states. */
  changed: readonly PoolState[]
  /** Lower-cased IDs of pools no longer held. */
  removed: readonly string[]
}

/** What a state source calls to set the store's state. */
export type PoolStateFeed = {
  /** Replaces the whole state (a snapshot); the store serves again. */
  reset(states: FedPoolStates): void
  /**
   * Applies one block's changes when they continue the state (its block hash is `parentHash`), and
   * resolves to `undefined`; otherwise changes nothing, stops serving (a gap or a reorg, until the
   * next `reset`) and returns why.
   */
  apply(changes: FedPoolStateChanges): string | undefined
  /** The publisher confirmed the state at `blockHash` to be still the head's at `confirmedAt` (an idle chain). */
  confirm(parameters: { blockHash: Hash; confirmedAt: number }): void
  /** The feed cannot be read: the store stops serving, with `error` as the reason (its first line shows in `/healthz`), until the next `reset`. */
  fail(error: Error): void
}

/** Where a fed store's state comes from (e.g. a follower's stream in Redis). */
export type PoolStateSource = {
  /** Starts feeding; resolves once the first state was given (or could not be). */
  start(feed: PoolStateFeed): Promise<void>
  /** Stops feeding; leaves no timer or connection behind. */
  stop(): Promise<void>
}

export type CreateFedPoolStateStoreParameters = {
  chainId: number
  /** The chain's node: only for loading state simulators refuse for want of (`loadState`). */
  client: PublicClient
  registry: SourceRegistry
  source: PoolStateSource
  /** The state serves while its publisher confirmed it within this many ms. Default 30,000. */
  maxStaleness?: number | undefined
  /** The clock (ms since the epoch); for tests. */
  now?: (() => number) | undefined
}

export type CreateFedPoolStateStoreReturnType = PoolStateStore

/**
 * A pool-state store whose state comes from a source (a follower's feed) instead of the chain: it
 * never reads the head. It serves while the last state the source gave continues without a gap and
 * was confirmed within `maxStaleness`; a gap, a reorg (changes that do not apply to the state's
 * block hash) or a failing source make `snapshot()` throw `ChainUnavailableError`, with the reason
 * in `health()`, until the source gives a full state again. `syncToHead` waits for nothing: the
 * state is as new as the feed.
 */
export function createFedPoolStateStore({
  chainId,
  client,
  registry,
  source,
  maxStaleness = 30_000,
  now = Date.now,
}: CreateFedPoolStateStoreParameters): CreateFedPoolStateStoreReturnType {
  if (!(maxStaleness > 0)) throw new InvalidParametersError('Pool-state store staleness must be positive.')
  // Fed by a follower: heads come pushed, as from a subscription.
  const status = initialPoolStoreStatus({ subscribed: true })
  const listeners = new Set<(report: SyncReport) => void>()
  const simulatorCache = new WeakMap<PoolState, Simulator>()
  const health = () => poolStateStoreHealth({ status, chainId, maxStaleness, now })

  function halt(error: Error) {
    status.lastError = error
    status.unreachable = true
    status.failures++
  }

  function commit(blockNumber: bigint, blockHash: Hash, states: ReadonlyMap<string, PoolState>, confirmedAt: number, report: SyncReport) {
    status.state = { blockNumber, blockHash, states, cursors: new Map(), mayHoldLaterBlocks: new Set() }
    status.snapshot = undefined
    status.lastSyncedAt = confirmedAt
    status.lastError = undefined
    status.unreachable = false
    status.failures = 0
    status.stateSync = ++status.syncsStarted
    for (const listener of listeners)
      try {
        listener(report)
      } catch {
        // A listener's failure is its own.
      }
  }

  const feed: PoolStateFeed = {
    reset({ blockNumber, blockHash, states, confirmedAt }) {
      const byId = new Map(states.map((state) => [state.pool.id.toLowerCase(), state] as const))
      commit(blockNumber, blockHash, byId, confirmedAt, { blockNumber, kind: 'full', changed: states.map((state) => state.pool.id), added: [] })
    },
    apply({ blockNumber, blockHash, parentHash, changed, removed, confirmedAt }) {
      const { state } = status
      if (!state || status.unreachable) return 'No full state to apply changes to.'
      if (state.blockHash !== parentHash) {
        const reason =
          blockNumber <= state.blockNumber
            ? `Reorg: the feed's block ${blockNumber} does not continue the block ${state.blockNumber} held (${state.blockHash}).`
            : `Gap: the feed's block ${blockNumber} continues ${parentHash}, not the block ${state.blockNumber} held (${state.blockHash}).`
        halt(new StaleStateError(reason))
        return reason
      }
      const states = new Map(state.states)
      const added: PoolId[] = []
      const updated: PoolId[] = []
      for (const id of removed) states.delete(id)
      for (const next of changed) {
        const key = next.pool.id.toLowerCase()
        if (states.has(key)) updated.push(next.pool.id)
        else added.push(next.pool.id)
        states.set(key, next)
      }
      commit(blockNumber, blockHash, states, confirmedAt, { blockNumber, kind: 'logs', changed: updated, added })
      return undefined
    },
    confirm({ blockHash, confirmedAt }) {
      if (status.state?.blockHash === blockHash && !status.unreachable) status.lastSyncedAt = Math.max(status.lastSyncedAt ?? 0, confirmedAt)
    },
    fail: halt,
  }

  const report = (): SyncReport => {
    if (!status.state) throw status.lastError ?? new ChainUnavailableError({ chainId, details: 'No state was received from the feed yet.' })
    return { blockNumber: status.state.blockNumber, kind: 'none', changed: [], added: [] }
  }

  return {
    chainId,
    async start() {
      if (status.running) return
      status.running = true
      status.stopped = false
      await source.start(feed)
    },
    async stop() {
      status.running = false
      status.stopped = true
      await source.stop()
    },
    sync: async () => report(),
    async syncToHead() {},
    snapshot: () => readPoolStateSnapshot({ status, health: health(), chainId, registry, cache: simulatorCache, now }),
    health,
    loadState: createPoolStateLoader({ status, client, registry }),
    onSync(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
