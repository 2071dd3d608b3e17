import { ChainUnavailableError, StaleStateError } from '../errors/errors.js'
import { summarizeError } from '../errors/summarizeError.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolState } from '../types/Pool.js'
import type { Simulator } from '../types/Simulator.js'
import { createPoolStateSnapshot, type PoolStateSnapshot } from './createPoolStateSnapshot.js'
import type { PoolStateStoreHealth } from './createPoolStateStore.js'
import type { PoolStoreStatus } from './PoolStoreStatus.js'

export type ReadPoolStateSnapshotParameters = {
  status: PoolStoreStatus
  /** The store's health now (`poolStateStoreHealth`). */
  health: Pick<PoolStateStoreHealth, 'status'>
  chainId: number
  registry: SourceRegistry
  /** Simulators by state, kept across snapshots (a pool unchanged keeps its simulator). */
  cache: WeakMap<PoolState, Simulator>
  now: () => number
}

/**
 * `PoolStateStore.snapshot()`: the current state (its snapshot built once per state), or
 * `ChainUnavailableError`/`StaleStateError` rather than old state served as fresh.
 */
export function readPoolStateSnapshot({ status, health, chainId, registry, cache, now }: ReadPoolStateSnapshotParameters): PoolStateSnapshot {
  const { state, lastSyncedAt, lastError, hangingSince } = status
  if (health.status === 'unavailable')
    throw new ChainUnavailableError({ chainId, cause: lastError, details: `Last sync failed: ${summarizeError({ error: lastError })}` })
  if (!state || lastSyncedAt === undefined) throw new StaleStateError(`Pool state of chain ${chainId} is not synced yet.`)
  if (health.status === 'stale' && hangingSince !== undefined)
    throw new ChainUnavailableError({
      chainId,
      details: `The node has not answered for ${now() - hangingSince} ms; the state was last confirmed at the head ${now() - lastSyncedAt} ms ago.`,
    })
  if (health.status === 'stale' || health.status === 'stopped')
    throw new StaleStateError(`Pool state of chain ${chainId} is ${health.status}: last synced at block ${state.blockNumber}, ${now() - lastSyncedAt} ms ago.`)
  status.snapshot ??= createPoolStateSnapshot({ chainId, blockNumber: state.blockNumber, blockHash: state.blockHash, states: state.states, registry, cache })
  return status.snapshot
}
