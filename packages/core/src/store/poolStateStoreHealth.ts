import type { PoolStateStoreHealth } from './createPoolStateStore.js'
import type { PoolStoreStatus } from './PoolStoreStatus.js'

export type PoolStateStoreHealthParameters = {
  status: PoolStoreStatus
  chainId: number
  /** How long the state may go unconfirmed at the head before it is stale (ms). */
  maxStaleness: number
  now: () => number
}

/** `PoolStateStore.health()`: the store's status as its readers see it. */
export function poolStateStoreHealth({ status, chainId, maxStaleness, now }: PoolStateStoreHealthParameters): PoolStateStoreHealth {
  const { state, lastSyncedAt, lastError, unreachable } = status
  return {
    chainId,
    status: status.stopped
      ? 'stopped'
      : lastError && unreachable
        ? 'unavailable'
        : lastSyncedAt === undefined
          ? 'syncing'
          : now() - lastSyncedAt > maxStaleness
            ? 'stale'
            : 'live',
    blockNumber: state?.blockNumber,
    lastSyncedAt,
    lastError,
    unreachable,
    hanging: status.hangingSince !== undefined,
    failures: status.failures,
    pools: state?.states.size ?? 0,
    following: status.subscribed ? 'subscription' : 'polling',
  }
}
