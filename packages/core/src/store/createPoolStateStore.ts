import { type PublicClient, RpcRequestError } from 'viem'
import { ChainUnavailableError, InvalidParametersError, StaleStateError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import { summarizeError } from '../errors/summarizeError.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolState } from '../types/Pool.js'
import type { MissingPoolState, Simulator } from '../types/Simulator.js'
import { createPoolStateSnapshot, type PoolStateSnapshot } from './createPoolStateSnapshot.js'
import { readBlockNumber } from './readBlockNumber.js'
import { type SubscribeNewHeadsReturnType, subscribeNewHeads } from './subscribeNewHeads.js'
import { type BlockHead, type PoolStoreState, type SyncPoolStatesReturnType, syncPoolStates } from './syncPoolStates.js'

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
  /** `snapshot()` throws `StaleStateError` when the last successful sync is older than this (ms). Default 30,000. */
  maxStaleness?: number | undefined
  /** Longest wait between retries while the RPC fails (ms). Default 10,000. */
  maxRetryInterval?: number | undefined
  /**
   * Attempts a failed sync is retried at once (a reorg between reads, a block not yet on every
   * node behind a load balancer, one timed-out call). Default 2.
   */
  immediateRetries?: number | undefined
  /** A head further ahead than this re-reads every pool instead of reading logs. Default 1000. */
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
   * the node answers syncs with errors: `lastError` says why); `unavailable` when the node could
   * not be reached (after the immediate retries); `stale` when no sync succeeded for
   * `maxStaleness`; `stopped` after `stop()`.
   */
  status: 'syncing' | 'live' | 'unavailable' | 'stale' | 'stopped'
  /** The block the state is synced to (the head at the last successful sync). */
  blockNumber: bigint | undefined
  /** When the last sync succeeded (ms since the epoch). */
  lastSyncedAt: number | undefined
  /** Why the last sync failed, while it is the latest outcome. */
  lastError: Error | undefined
  /** Whether `lastError` is the node being unreachable (then `snapshot()` fails at once). */
  unreachable: boolean
  /** Syncs failed in a row. */
  failures: number
  pools: number
  /** How new blocks are noticed: `subscription` while new heads arrive over the WebSocket, else `polling`. */
  following: 'subscription' | 'polling'
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
   * Brings the state up to the chain's head as of this call, syncing when it is behind, so that
   * an answer never comes from a block older than the request (a transaction the caller saw
   * mined is in the state). One head read serves all the calls made in the same event-loop turn.
   * Never throws: when the node fails, `snapshot()` says whether the last good state may serve.
   */
  syncToHead(): Promise<void>
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
}

export type CreatePoolStateStoreReturnType = PoolStateStore

/**
 * The pools of one chain kept in memory and in step with the chain: discovered through each
 * registered adapter, read with its `track`, then on each new block only the pools whose logs
 * changed them are re-read (see `syncPoolStates`). Quotes read `snapshot()`, never the RPC.
 * A failed sync is retried at once (`immediateRetries`): reorgs and lagging nodes cost nothing.
 * When it still fails, a node that answered (with an error) leaves the last good state in
 * service until it is `maxStaleness` old; a node that cannot be reached makes the store
 * unavailable at once. Either way it retries with backoff until a sync succeeds.
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
  maxLogBlockRange = 1000n,
  logAddressBatchSize = 500,
  now = Date.now,
}: CreatePoolStateStoreParameters): CreatePoolStateStoreReturnType {
  if (!(pollingInterval > 0 && maxStaleness > 0 && maxRetryInterval > 0 && maxLogBlockRange >= 0n && logAddressBatchSize >= 1 && immediateRetries >= 0))
    throw new InvalidParametersError('Pool-state store intervals, ranges and batch sizes must be positive.')

  const simulatorCache = new WeakMap<PoolState, Simulator>()
  let state: PoolStoreState | undefined
  let snapshot: PoolStateSnapshot | undefined
  let lastSyncedAt: number | undefined
  let lastError: Error | undefined
  let unreachable = false
  let failures = 0
  let running = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<SyncReport> | undefined
  /** The newest head a subscription announced, not yet synced to. */
  let announced: BlockHead | undefined
  /** Whether the subscription delivers heads (polling pauses meanwhile). */
  let subscribed = false
  let subscription: SubscribeNewHeadsReturnType | undefined
  let following: Promise<void> | undefined
  /** Loads in flight, by lower-cased pool address: the state they started from and their outcome. */
  const loading = new Map<string, { from: PoolState; widened: Promise<PoolState> }>()

  async function loadState({ missing }: { missing: readonly MissingPoolState[] }): Promise<number> {
    const base = state
    if (!base) return 0
    const requests = new Map<string, unknown[]>()
    for (const { pool, request } of missing) {
      const key = pool.toLowerCase()
      const list = requests.get(key)
      if (list) list.push(request)
      else requests.set(key, [request])
    }
    const loads = [...requests].flatMap(([key, list]) => {
      const from = base.states.get(key)
      const adapter = from && registry.has(from.pool.sourceId) ? registry.get(from.pool.sourceId) : undefined
      if (!from || !adapter?.loadState) return []
      let entry = loading.get(key)
      if (entry?.from !== from) {
        const widened = adapter.loadState({ client, state: from, blockNumber: base.blockNumber, requests: list }).finally(() => {
          if (loading.get(key) === entry) loading.delete(key)
        })
        entry = { from, widened }
        loading.set(key, entry)
      }
      return [entry]
    })
    const results = await Promise.all(loads.map(async ({ from, widened }) => ({ from, widened: await widened })))
    // Commit only over the states the loads started from: a pool read anew since then is newer.
    const current = state
    if (!current) return 0
    const commit = results.filter(({ from, widened }) => widened !== from && current.states.get(from.pool.address.toLowerCase()) === from)
    if (commit.length === 0) return 0
    const states = new Map(current.states)
    for (const { widened } of commit) states.set(widened.pool.address.toLowerCase(), Object.freeze({ ...widened, pool: widened.pool }))
    // Read at the store's block while later ones may have come: the next change to these pools
    // reads them anew rather than apply its logs (see `mayHoldLaterBlocks`).
    const mayHoldLaterBlocks = new Set([...current.mayHoldLaterBlocks, ...commit.map(({ from }) => from.pool.address.toLowerCase())])
    state = { ...current, states, mayHoldLaterBlocks }
    snapshot = undefined
    return commit.length
  }

  async function syncWithRetries(head: BlockHead | undefined) {
    for (let attempt = 0; ; attempt++)
      try {
        // A retry reads the latest block: the announced one may have been reorged away.
        return await syncPoolStates({
          client,
          registry,
          previous: state,
          maxLogBlockRange,
          addressBatchSize: logAddressBatchSize,
          head: attempt === 0 ? head : undefined,
        })
      } catch (error) {
        if (attempt >= immediateRetries || stopped) throw error
      }
  }

  async function runSync(head?: BlockHead): Promise<SyncReport> {
    try {
      const result = await syncWithRetries(head)
      if (result.state !== state) {
        state = result.state
        snapshot = undefined
      }
      lastSyncedAt = now()
      lastError = undefined
      unreachable = false
      failures = 0
      return { blockNumber: result.state.blockNumber, kind: result.kind, changed: result.changed, added: result.added }
    } catch (cause) {
      failures++
      unreachable = isUnreachable(cause)
      lastError = isSluiceError(cause) ? cause : new ChainUnavailableError({ chainId, cause, details: summarizeError({ error: cause }) })
      throw lastError
    }
  }

  function sync(head?: BlockHead): Promise<SyncReport> {
    inFlight ??= runSync(head).finally(() => {
      inFlight = undefined
    })
    return inFlight
  }

  /** Syncs to the announced heads, one after another, until the state holds the newest. */
  function follow(): Promise<void> {
    following ??= (async () => {
      while (running && announced && (!state || announced.number > state.blockNumber)) {
        const head = announced
        if (inFlight) await inFlight.catch(() => undefined)
        else
          await sync(state && head.number > state.blockNumber ? head : undefined).catch(() => {
            // Recorded in health(); polling (with backoff) takes over until a sync succeeds.
            schedule()
          })
        if (announced === head && lastError) break
      }
    })().finally(() => {
      following = undefined
    })
    return following
  }

  function onHead(head: BlockHead) {
    if (!running) return
    if (!subscribed) {
      subscribed = true
      if (timer) clearTimeout(timer)
      timer = undefined
    }
    if (!announced || head.number >= announced.number) announced = head
    void follow()
  }

  function onSubscriptionDown() {
    if (!running || !subscribed) return
    // The socket is down (it reconnects by itself): poll meanwhile.
    subscribed = false
    schedule()
  }

  function subscribe() {
    if (!webSocketUrl || !running || subscription) return
    subscription = subscribeNewHeads({ url: webSocketUrl, onHead, onDown: onSubscriptionDown, reconnectDelay: Math.min(maxRetryInterval, 1000) })
  }

  /** The next head read, not sent yet: callers join it. */
  let headRead: Promise<bigint> | undefined
  /** The head read on the wire. */
  let headReading: Promise<unknown> = Promise.resolve()
  /**
   * The head, read once for every caller that asked before the read went out. One read is on the
   * wire at a time: callers that come meanwhile share the next one, sent when it ends (under load,
   * one read per round trip instead of one per event-loop turn). Never a read already in flight:
   * it may predate the caller's request (`readBlockNumber`).
   */
  function readHead(): Promise<bigint> {
    headRead ??= headReading
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        headRead = undefined
        const read = readBlockNumber(client)
        headReading = read.catch(() => undefined)
        return read
      })
    return headRead
  }

  async function syncToHead(): Promise<void> {
    try {
      const head = await readHead()
      // A sync in flight may have read an older head: join it, then sync again if still behind.
      for (let attempt = 0; attempt < 3 && (!state || state.blockNumber < head); attempt++) await sync()
    } catch {
      // Recorded by the sync (health, lastError); snapshot() decides what may still be served.
    }
  }

  function schedule() {
    if (!running || timer || (subscribed && failures === 0)) return
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
      failures,
      pools: state?.states.size ?? 0,
      following: subscribed ? 'subscription' : 'polling',
    }
  }

  return {
    chainId,
    async start() {
      if (running) return
      running = true
      stopped = false
      subscribe()
      await sync().catch(() => undefined)
      schedule()
    },
    async stop() {
      running = false
      stopped = true
      subscribed = false
      if (timer) clearTimeout(timer)
      timer = undefined
      subscription?.close()
      subscription = undefined
      await following
      await inFlight?.catch(() => undefined)
    },
    sync,
    syncToHead,
    snapshot() {
      const { status } = health()
      if (status === 'unavailable')
        throw new ChainUnavailableError({ chainId, cause: lastError, details: `Last sync failed: ${summarizeError({ error: lastError })}` })
      if (!state || lastSyncedAt === undefined) throw new StaleStateError(`Pool state of chain ${chainId} is not synced yet.`)
      if (status === 'stale' || status === 'stopped')
        throw new StaleStateError(`Pool state of chain ${chainId} is ${status}: last synced at block ${state.blockNumber}, ${now() - lastSyncedAt} ms ago.`)
      snapshot ??= createPoolStateSnapshot({ chainId, blockNumber: state.blockNumber, states: state.states, registry, cache: simulatorCache })
      return snapshot
    },
    health,
    loadState,
  }
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
