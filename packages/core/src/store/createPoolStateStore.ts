import type { PublicClient } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import { createLogReader, type LogReader } from '../logs/createLogReader.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolState } from '../types/Pool.js'
import type { MissingPoolState, Simulator } from '../types/Simulator.js'
import { createHeadFollower } from './createHeadFollower.js'
import { createHeadReader } from './createHeadReader.js'
import { createPoolStateLoader } from './createPoolStateLoader.js'
import type { PoolStateSnapshot } from './createPoolStateSnapshot.js'
import { createPoolStateSyncer } from './createPoolStateSyncer.js'
import { initialPoolStoreStatus } from './initialPoolStoreStatus.js'
import { poolStateStoreHealth } from './poolStateStoreHealth.js'
import { readPoolStateSnapshot } from './readPoolStateSnapshot.js'
import type { SyncPoolStatesReturnType } from './syncPoolStates.js'

export type CreatePoolStateStoreParameters = {
  chainId: number
  client: PublicClient
  registry: SourceRegistry
  /**
   * The node's WebSocket URL: new heads then arrive by `eth_subscribe newHeads` (no request per
   * block, the state follows within a request of the block) and polling stops while the
   * subscription delivers; it resumes while the socket is down (reconnected by itself).
   */
  webSocketUrl?: string | undefined
  /** Milliseconds between polls of the head block, without a working subscription. Default 1000. */
  pollingInterval?: number | undefined
  /**
   * `snapshot()` throws `StaleStateError` when the state was last confirmed to be the chain's head
   * (a successful sync, or a head read that found no newer block) longer ago than this (ms); an
   * idle chain whose head is read is not stale. Default 30,000.
   */
  maxStaleness?: number | undefined
  /**
   * Milliseconds a head read may take before the node counts as hanging (default 1000; keep it well
   * below the client's request timeout). From then on `syncToHead` waits for no head read: the state
   * in hand serves until `maxStaleness`, then `snapshot()` fails at once with
   * `ChainUnavailableError`; the first head read that answers ends it.
   */
  headTimeout?: number | undefined
  /** Longest wait between retries while the RPC fails (ms). Default 10,000. */
  maxRetryInterval?: number | undefined
  /**
   * Attempts a failed sync is retried at once (a reorg between reads, a block not yet on every
   * node behind a load balancer, one timed-out call). Default 2.
   */
  immediateRetries?: number | undefined
  /**
   * The chain's log reader (`createLogReader`, with the chain's `maxLogRange`): following, catch-up
   * and discovery read logs through it; `stop()` ends the reads it started (a wait after a rate limit
   * included) at once. Default: a reader with the default cap.
   */
  logs?: LogReader | undefined
  /**
   * Catching up after an outage reads the missed blocks' logs when that takes at most this many
   * `eth_getLogs` requests at the reader's span (`LogReader.spanOf`); a longer outage re-reads every
   * tracked pool at the head instead (`track`, through Multicall3). Default 8.
   */
  maxCatchUpLogRequests?: number | undefined
  /** A head further ahead than this re-reads every pool instead of reading logs. Default: `maxCatchUpLogRequests` spans of the reader. */
  maxLogBlockRange?: bigint | undefined
  /** Pool addresses per `eth_getLogs` request, when some source has no `logTopics`. Default 500. */
  logAddressBatchSize?: number | undefined
  /** The clock (ms since the epoch); for tests. */
  now?: (() => number) | undefined
}

export type PoolStateStoreHealth = {
  chainId: number
  /**
   * `syncing` before the first sync ends; `live` while the last good state is fresh (also while
   * the node answers syncs with errors or hangs: `lastError` and `hanging` say so); `unavailable`
   * when the node could not be reached (after the immediate retries); `stale` when the state was
   * not confirmed to be the head's for `maxStaleness`; `stopped` after `stop()`.
   */
  status: 'syncing' | 'live' | 'unavailable' | 'stale' | 'stopped'
  /** The block the state is synced to (the head at the last successful sync). */
  blockNumber: bigint | undefined
  /**
   * When the state was last confirmed to be the chain's head (ms since the epoch): the last
   * successful sync, or a head read that found no newer block.
   */
  lastSyncedAt: number | undefined
  /** Why the last sync failed, while it is the latest outcome. */
  lastError: Error | undefined
  /** Whether `lastError` is the node being unreachable (then `snapshot()` fails at once). */
  unreachable: boolean
  /** Whether the node hangs: a head read went unanswered past `headTimeout` (or a sync timed out), and none answered since. */
  hanging: boolean
  /** Syncs failed in a row. */
  failures: number
  pools: number
  /** How new blocks are noticed: `subscription` while new heads arrive over the WebSocket, else `polling`. */
  following: 'subscription' | 'polling'
}

export type SyncToHeadParameters = {
  /**
   * Throw `ChainUnavailableError` when the head could not be read (the node hangs or fails) or the
   * state could not be brought up to it: for answers that must be at the head (transactions).
   */
  requireHead?: boolean | undefined
}

export type SyncReport = Pick<SyncPoolStatesReturnType, 'kind' | 'changed' | 'added'> & { blockNumber: bigint }

export type PoolStateStore = {
  readonly chainId: number
  /** Syncs once (its outcome shows in `health()`), then keeps following new blocks until `stop()`. */
  start(): Promise<void>
  /** Stops polling, closes the subscription's socket and waits for a sync in flight; leaves no timer or socket behind. */
  stop(): Promise<void>
  /** Syncs now (joining a sync in flight); throws `ChainUnavailableError` when the RPC fails. */
  sync(): Promise<SyncReport>
  /**
   * Brings the state up to the chain's head as of this call, syncing when it is behind (or anew
   * when the head is below the state's block: a reorg), so that an answer never comes from a block
   * older than the request (a transaction the caller saw mined is in the state). One head read is
   * on the wire at a time; calls made meanwhile share the next one. It waits for a head read at
   * most `headTimeout`, and not at all while the node hangs. Without `requireHead` it never
   * throws: when the node fails, `snapshot()` says whether the state in hand may serve.
   */
  syncToHead(parameters?: SyncToHeadParameters): Promise<void>
  /** The current state; throws `ChainUnavailableError` or `StaleStateError` rather than serve old state as fresh. */
  snapshot(): PoolStateSnapshot
  /**
   * Loads what simulators refused for want of (`StateNotLoadedError`), through each pool's adapter
   * (`SourceAdapter.loadState`), at the store's block; the next snapshot holds the widened states
   * (until a pool changes and is read anew). Resolves to the number of pools widened: 0 when
   * nothing more could be loaded. Concurrent calls for one pool share its read.
   */
  loadState(parameters: { missing: readonly MissingPoolState[] }): Promise<number>
  health(): PoolStateStoreHealth
  /**
   * Calls `listener` after each sync that brought the state to a new block (or read it anew),
   * with its report; returns what removes it. A listener that throws is ignored.
   */
  onSync(listener: (report: SyncReport) => void): () => void
}

export type CreatePoolStateStoreReturnType = PoolStateStore

/**
 * The pools of one chain kept in memory and in step with the chain: discovered through each
 * registered adapter, read with its `track`, then on each new block only the pools whose logs
 * changed them are re-read (see `syncPoolStates`). Quotes read `snapshot()`, never the RPC.
 * A failed sync is retried at once (`immediateRetries`): reorgs and lagging nodes cost nothing.
 * When it still fails, a node that answered (with an error) or hangs leaves the last good state in
 * service until it is `maxStaleness` old; a node that cannot be reached makes the store
 * unavailable at once. Either way it retries with backoff until a sync succeeds. A head below the
 * state's block, or whose parent is not the block the state holds there, whether it came by
 * subscription, poll or head read, makes it read everything anew at that head at once (a reorg).
 */
export function createPoolStateStore({
  chainId,
  client,
  registry,
  webSocketUrl,
  pollingInterval = 1000,
  maxStaleness = 30_000,
  maxRetryInterval = 10_000,
  immediateRetries = 2,
  logs = createLogReader(),
  maxCatchUpLogRequests = 8,
  maxLogBlockRange,
  logAddressBatchSize = 500,
  headTimeout = 1000,
  now = Date.now,
}: CreatePoolStateStoreParameters): CreatePoolStateStoreReturnType {
  if (
    !(
      pollingInterval > 0 &&
      maxStaleness > 0 &&
      headTimeout > 0 &&
      maxRetryInterval > 0 &&
      (maxLogBlockRange === undefined || maxLogBlockRange >= 0n) &&
      Number.isInteger(maxCatchUpLogRequests) &&
      maxCatchUpLogRequests >= 0 &&
      logAddressBatchSize >= 1 &&
      immediateRetries >= 0
    )
  )
    throw new InvalidParametersError('Pool-state store intervals, ranges and batch sizes must be positive.')

  const status = initialPoolStoreStatus({ subscribed: false })
  const syncer = createPoolStateSyncer({
    status,
    chainId,
    client,
    registry,
    logs,
    maxLogBlockRange,
    maxCatchUpLogRequests,
    logAddressBatchSize,
    immediateRetries,
    now,
    onTimeout: () => heads.markHanging(),
  })
  const sync = () => syncer.sync()
  const heads = createHeadReader({ status, chainId, client, headTimeout, now, sync })
  const follower = createHeadFollower({ status, syncer, webSocketUrl, pollingInterval, maxStaleness, maxRetryInterval, now })
  const simulatorCache = new WeakMap<PoolState, Simulator>()
  const health = () => poolStateStoreHealth({ status, chainId, maxStaleness, now })

  return {
    chainId,
    start: follower.start,
    stop: follower.stop,
    sync,
    syncToHead: heads.syncToHead,
    snapshot: () => readPoolStateSnapshot({ status, health: health(), chainId, registry, cache: simulatorCache, now }),
    health,
    loadState: createPoolStateLoader({ status, client, registry }),
    onSync: syncer.onSync,
  }
}
