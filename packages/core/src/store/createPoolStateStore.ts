import type { PublicClient } from 'viem'
import { BaseError } from '../errors/BaseError.js'
import { ChainUnavailableError, InvalidParametersError, StaleStateError } from '../errors/errors.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolState } from '../types/Pool.js'
import type { Simulator } from '../types/Simulator.js'
import { createPoolStateSnapshot, type PoolStateSnapshot } from './createPoolStateSnapshot.js'
import { type PoolStoreState, syncPoolStates, type SyncPoolStatesReturnType } from './syncPoolStates.js'

export type CreatePoolStateStoreParameters = {
  chainId: number
  client: PublicClient
  registry: SourceRegistry
  /** Milliseconds between polls of the head block. Default 1000. */
  pollingInterval?: number | undefined
  /** `snapshot()` throws `StaleStateError` when the last successful sync is older than this (ms). Default 30,000. */
  maxStaleness?: number | undefined
  /** Longest wait between retries while the RPC fails (ms). Default 10,000. */
  maxRetryInterval?: number | undefined
  /** A head further ahead than this re-reads every pool instead of reading logs. Default 1000. */
  maxLogBlockRange?: bigint | undefined
  /** Pool addresses per `eth_getLogs` request. Default 500. */
  logAddressBatchSize?: number | undefined
  /** The clock (ms since the epoch); for tests. */
  now?: (() => number) | undefined
}

export type PoolStateStoreHealth = {
  chainId: number
  /**
   * `syncing` before the first sync ends; `live` while fresh; `unavailable` when the last sync
   * failed; `stale` when no sync succeeded for `maxStaleness`; `stopped` after `stop()`.
   */
  status: 'syncing' | 'live' | 'unavailable' | 'stale' | 'stopped'
  /** The block the state is synced to (the head at the last successful sync). */
  blockNumber: bigint | undefined
  /** When the last sync succeeded (ms since the epoch). */
  lastSyncedAt: number | undefined
  /** Why the last sync failed, while it is the latest outcome. */
  lastError: Error | undefined
  /** Syncs failed in a row. */
  failures: number
  pools: number
}

export type SyncReport = Pick<SyncPoolStatesReturnType, 'kind' | 'changed' | 'added'> & { blockNumber: bigint }

export type PoolStateStore = {
  readonly chainId: number
  /** Syncs once (its outcome shows in `health()`), then keeps following new blocks until `stop()`. */
  start(): Promise<void>
  /** Stops polling and waits for a sync in flight; leaves no timer behind. */
  stop(): Promise<void>
  /** Syncs now (joining a sync in flight); throws `ChainUnavailableError` when the RPC fails. */
  sync(): Promise<SyncReport>
  /** The current state; throws `ChainUnavailableError` or `StaleStateError` rather than serve old state as fresh. */
  snapshot(): PoolStateSnapshot
  health(): PoolStateStoreHealth
}

export type CreatePoolStateStoreReturnType = PoolStateStore

/**
 * The pools of one chain kept in memory and in step with the chain: discovered through each
 * registered adapter, read with its `track`, then on each new block only the pools whose logs
 * changed them are re-read (see `syncPoolStates`). Quotes read `snapshot()`, never the RPC. When
 * the RPC stops answering the store reports itself unavailable at once and retries with backoff
 * until it answers again.
 */
export function createPoolStateStore({
  chainId,
  client,
  registry,
  pollingInterval = 1000,
  maxStaleness = 30_000,
  maxRetryInterval = 10_000,
  maxLogBlockRange = 1000n,
  logAddressBatchSize = 500,
  now = Date.now,
}: CreatePoolStateStoreParameters): CreatePoolStateStoreReturnType {
  if (!(pollingInterval > 0 && maxStaleness > 0 && maxRetryInterval > 0 && maxLogBlockRange >= 0n && logAddressBatchSize >= 1))
    throw new InvalidParametersError('Pool-state store intervals, ranges and batch sizes must be positive.')

  const simulatorCache = new WeakMap<PoolState, Simulator>()
  let state: PoolStoreState | undefined
  let snapshot: PoolStateSnapshot | undefined
  let lastSyncedAt: number | undefined
  let lastError: Error | undefined
  let failures = 0
  let running = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<SyncReport> | undefined

  async function runSync(): Promise<SyncReport> {
    try {
      const result = await syncPoolStates({ client, registry, previous: state, maxLogBlockRange, addressBatchSize: logAddressBatchSize })
      if (result.state !== state) {
        state = result.state
        snapshot = undefined
      }
      lastSyncedAt = now()
      lastError = undefined
      failures = 0
      return { blockNumber: result.state.blockNumber, kind: result.kind, changed: result.changed, added: result.added }
    } catch (cause) {
      failures++
      lastError = cause instanceof BaseError ? cause : new ChainUnavailableError({ chainId, cause, details: message(cause) })
      throw lastError
    }
  }

  function sync(): Promise<SyncReport> {
    inFlight ??= runSync().finally(() => {
      inFlight = undefined
    })
    return inFlight
  }

  function schedule() {
    if (!running) return
    const delay = failures === 0 ? pollingInterval : Math.min(maxRetryInterval, pollingInterval * 2 ** Math.min(failures, 20))
    timer = setTimeout(() => {
      timer = undefined
      sync().then(schedule, schedule)
    }, delay)
  }

  function health(): PoolStateStoreHealth {
    return {
      chainId,
      status: stopped
        ? 'stopped'
        : lastError
          ? 'unavailable'
          : lastSyncedAt === undefined
            ? 'syncing'
            : now() - lastSyncedAt > maxStaleness
              ? 'stale'
              : 'live',
      blockNumber: state?.blockNumber,
      lastSyncedAt,
      lastError,
      failures,
      pools: state?.states.size ?? 0,
    }
  }

  return {
    chainId,
    async start() {
      if (running) return
      running = true
      stopped = false
      await sync().catch(() => undefined)
      schedule()
    },
    async stop() {
      running = false
      stopped = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await inFlight?.catch(() => undefined)
    },
    sync,
    snapshot() {
      const { status } = health()
      if (status === 'unavailable') throw new ChainUnavailableError({ chainId, cause: lastError, details: `Last sync failed: ${message(lastError)}` })
      if (!state || lastSyncedAt === undefined) throw new StaleStateError(`Pool state of chain ${chainId} is not synced yet.`)
      if (status === 'stale' || status === 'stopped')
        throw new StaleStateError(`Pool state of chain ${chainId} is ${status}: last synced at block ${state.blockNumber}, ${now() - lastSyncedAt} ms ago.`)
      snapshot ??= createPoolStateSnapshot({ chainId, blockNumber: state.blockNumber, states: state.states, registry, cache: simulatorCache })
      return snapshot
    },
    health,
  }
}

/** The first line of an error's message and of its root cause's, e.g. `An unknown RPC error occurred. (connect ECONNREFUSED)`. */
function message(error: unknown): string {
  const firstLine = (e: unknown) => (e instanceof Error ? ('shortMessage' in e && typeof e.shortMessage === 'string' ? e.shortMessage : e.message.split('\n')[0]!) : String(e))
  let root = error
  while (root instanceof Error && root.cause !== undefined && root.cause !== root) root = root.cause
  return root === error ? firstLine(error) : `${firstLine(error)} (${firstLine(root)})`
}
