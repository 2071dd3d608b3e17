import type { PoolStateSnapshot } from '../store/createPoolStateSnapshot.js'
import type { PoolStateStore } from '../store/createPoolStateStore.js'

export type PeekSnapshotParameters = { store: Pick<PoolStateStore, 'snapshot'> }

/** The store's state, or `undefined` where `snapshot()` would throw (not synced, unavailable, stale). */
export function peekSnapshot({ store }: PeekSnapshotParameters): PoolStateSnapshot | undefined {
  try {
    return store.snapshot()
  } catch {
    return undefined
  }
}
