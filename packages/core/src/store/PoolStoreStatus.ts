import type { PoolStateSnapshot } from './createPoolStateSnapshot.js'
import type { PoolStoreState } from './syncPoolStates.js'

/**
 * What the parts of one pool-state store share (`createPoolStateStore`), changed in place by each:
 * the state, its snapshot and what is known of the node.
 */
export type PoolStoreStatus = {
  state: PoolStoreState | undefined
  /** The snapshot of `state`, built when first read; cleared whenever `state` changes. */
  snapshot: PoolStateSnapshot | undefined
  /** When the state was last confirmed to be the chain's head (ms since the epoch). */
  lastSyncedAt: number | undefined
  /** Why the last sync failed, while it is the latest outcome. */
  lastError: Error | undefined
  /** Whether `lastError` is the node being unreachable. */
  unreachable: boolean
  /** Syncs failed in a row. */
  failures: number
  /** Between `start()` and `stop()`. */
  running: boolean
  /** After `stop()`. */
  stopped: boolean
  /** Whether the subscription delivers heads (polling pauses meanwhile). */
  subscribed: boolean
  /** Syncs started so far. */
  syncsStarted: number
  /** The count of `syncsStarted` when the sync that committed the state started. */
  stateSync: number
  /** Since when the node hangs (a head read overdue, a sync timed out); cleared by the next answer. */
  hangingSince: number | undefined
}
