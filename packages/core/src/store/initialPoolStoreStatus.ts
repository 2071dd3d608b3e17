import type { PoolStoreStatus } from './PoolStoreStatus.js'

/** A store's status before its first sync: no state, no error, not running. */
export function initialPoolStoreStatus({ subscribed }: { subscribed: boolean }): PoolStoreStatus {
  return {
    state: undefined,
    snapshot: undefined,
    lastSyncedAt: undefined,
    lastError: undefined,
    unreachable: false,
    failures: 0,
    running: false,
    stopped: false,
    subscribed,
    syncsStarted: 0,
    stateSync: 0,
    hangingSince: undefined,
  }
}
