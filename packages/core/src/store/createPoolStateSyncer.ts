import { type Hash, type PublicClient, RpcRequestError, TimeoutError } from 'viem'
import { ChainUnavailableError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import { summarizeError } from '../errors/summarizeError.js'
import type { LogReader } from '../logs/createLogReader.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { SyncReport } from './createPoolStateStore.js'
import type { PoolStoreStatus } from './PoolStoreStatus.js'
import { type BlockHead, syncPoolStates } from './syncPoolStates.js'

export type CreatePoolStateSyncerParameters = {
  status: PoolStoreStatus
  chainId: number
  client: PublicClient
  registry: SourceRegistry
  logs: LogReader
  /** A head further ahead than this re-reads every pool; undefined: `maxCatchUpLogRequests` spans of the reader. */
  maxLogBlockRange: bigint | undefined
  maxCatchUpLogRequests: number
  logAddressBatchSize: number
  /** Attempts a failed sync is retried at once. */
  immediateRetries: number
  now: () => number
  /** Called when a sync timed out: the node hangs rather than refuses. */
  onTimeout: () => void
}

export type PoolStateSyncer = {
  /** Syncs now (to `head` when given, else the latest block), joining a sync in flight; throws what made it fail. */
  sync(head?: BlockHead): Promise<SyncReport>
  /** The sync in flight, if any. */
  inFlight(): Promise<SyncReport> | undefined
  /** Ends the log reads of the syncs in flight at once (a wait after a rate limit included); the next sync reads again. */
  abortReads(): void
  /**
   * Whether a head continues the chain the state is on, as far as the known hashes tell: its parent
   * is not another block than the one the state holds at that number, and a head at or below the
   * state's block is one the state was synced through. A later head's ancestry is checked by the sync.
   */
  continuesState(head: BlockHead): boolean
  /** Calls `listener` after each sync that brought the state to a new block (or read it anew); returns what removes it. */
  onSync(listener: (report: SyncReport) => void): () => void
}

export type CreatePoolStateSyncerReturnType = PoolStateSyncer

/** Block hashes kept behind the state's block, to tell a reorged head from a late one. */
const RECENT_HASHES = 64n

/**
 * The store's syncs (`syncPoolStates`), one at a time: a failed sync is retried at once
 * (`immediateRetries`); its outcome is recorded in the status (state, failures, last error,
 * whether the node is unreachable) and told to the sync listeners. It remembers the hashes of the
 * blocks the state was synced at, by which a head that disagrees with them is known for a reorg.
 */
export function createPoolStateSyncer({
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
  onTimeout,
}: CreatePoolStateSyncerParameters): CreatePoolStateSyncerReturnType {
  let inFlight: Promise<SyncReport> | undefined
  /** Aborted by `abortReads()` (the store's `stop()`): the syncs' log reads end at once, none waits out a rate limit's backoff. */
  let stopping = new AbortController()
  /** The chain's reader, its reads ended by `abortReads()`. */
  const syncLogs: LogReader = {
    ...logs,
    read: (parameters) => logs.read({ ...parameters, signal: parameters.signal ? AbortSignal.any([parameters.signal, stopping.signal]) : stopping.signal }),
  }
  /** Hashes of the blocks the state was synced at lately, by number: a head that disagrees with them is a reorg. */
  const recentHashes = new Map<bigint, Hash>()
  const syncListeners = new Set<(report: SyncReport) => void>()

  async function syncWithRetries(head: BlockHead | undefined) {
    for (let attempt = 0; ; attempt++)
      try {
        // A retry reads the latest block: the announced one may have been reorged away.
        return await syncPoolStates({
          client,
          registry,
          logs: syncLogs,
          previous: status.state,
          // Read per sync: the reader's span narrows when the node refuses it.
          maxLogBlockRange: maxLogBlockRange ?? logs.spanOf(client) * BigInt(maxCatchUpLogRequests),
          addressBatchSize: logAddressBatchSize,
          head: attempt === 0 ? head : undefined,
        })
      } catch (error) {
        if (attempt >= immediateRetries || status.stopped) throw error
      }
  }

  async function runSync(head?: BlockHead): Promise<SyncReport> {
    const started = ++status.syncsStarted
    try {
      const result = await syncWithRetries(head)
      if (result.state !== status.state) {
        status.state = result.state
        status.snapshot = undefined
      }
      status.stateSync = started
      rememberHash(result.state.blockNumber, result.state.blockHash)
      if (head?.number === result.state.blockNumber && head.hash === result.state.blockHash) recentHashes.set(head.number - 1n, head.parentHash)
      status.lastSyncedAt = now()
      status.lastError = undefined
      status.unreachable = false
      status.hangingSince = undefined
      status.failures = 0
      const report: SyncReport = { blockNumber: result.state.blockNumber, kind: result.kind, changed: result.changed, added: result.added }
      if (report.kind !== 'none')
        for (const listener of syncListeners)
          try {
            listener(report)
          } catch {
            // A listener's failure is its own: the state is synced all the same.
          }
      return report
    } catch (cause) {
      status.failures++
      // A node that timed out hangs rather than refuses: the state in hand serves while fresh.
      if (isTimeout(cause)) onTimeout()
      status.unreachable = !isTimeout(cause) && isUnreachable(cause)
      status.lastError = isSluiceError(cause) ? cause : new ChainUnavailableError({ chainId, cause, details: summarizeError({ error: cause }) })
      throw status.lastError
    }
  }

  /** Keeps the hash of the block the state was synced at, forgetting any later (reorged away) or long past. */
  function rememberHash(blockNumber: bigint, hash: Hash) {
    for (const known of recentHashes.keys()) if (known >= blockNumber || known < blockNumber - RECENT_HASHES) recentHashes.delete(known)
    recentHashes.set(blockNumber, hash)
  }

  return {
    sync(head) {
      // A sync asked for after `abortReads()` (or by a restart) reads again.
      if (!inFlight && stopping.signal.aborted) stopping = new AbortController()
      inFlight ??= runSync(head).finally(() => {
        inFlight = undefined
      })
      return inFlight
    },
    inFlight: () => inFlight,
    abortReads: () => stopping.abort(),
    continuesState(head) {
      const { state } = status
      if (!state) return true
      const parent = recentHashes.get(head.number - 1n)
      if (parent !== undefined && parent !== head.parentHash) return false
      return head.number > state.blockNumber || recentHashes.get(head.number) === head.hash
    },
    onSync(listener) {
      syncListeners.add(listener)
      return () => {
        syncListeners.delete(listener)
      }
    },
  }
}

/** Whether a request timed out (the node hangs), as opposed to failing at once. */
function isTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 20; e = e.cause, depth++) if (e instanceof TimeoutError) return true
  return false
}

/**
 * Whether a sync failed because the node could not be reached (connection refused, timeout, a
 * transport that threw), as opposed to a node that answered with a JSON-RPC error (a reorged
 * block, a block it does not have yet, a revert), whose last good state is still worth serving.
 */
function isUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 20; e = e.cause, depth++) if (e instanceof RpcRequestError) return false
  return true
}
