import { type Hash, type PublicClient, RpcRequestError, TimeoutError } from 'viem'
import { ChainUnavailableError, InvalidParametersError, StaleStateError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import { summarizeError } from '../errors/summarizeError.js'
import { createLogReader, type LogReader } from '../logs/createLogReader.js'
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
  /** Aborted by `stop()`: the store's log reads end at once (none waits out a rate limit's backoff). */
  let stopping = new AbortController()
  /** The chain's reader, its reads ended by `stop()`. */
  const storeLogs: LogReader = {
    ...logs,
    read: (parameters) => logs.read({ ...parameters, signal: parameters.signal ? AbortSignal.any([parameters.signal, stopping.signal]) : stopping.signal }),
  }
  /** Hashes of the blocks the state was synced at lately, by number: a head that disagrees with them is a reorg. */
  const recentHashes = new Map<bigint, Hash>()
  /** Syncs started so far, and the count when the sync that committed the state started. */
  let syncsStarted = 0
  let stateSync = 0
  /** Since when the node hangs (a head read overdue, a sync timed out); cleared by the next answer. */
  let hangingSince: number | undefined
  /** Loads in flight, by lower-cased `Pool.id`: the state they started from and their outcome. */
  const loading = new Map<string, { from: PoolState; widened: Promise<PoolState> }>()
  const syncListeners = new Set<(report: SyncReport) => void>()

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
    const commit = results.filter(({ from, widened }) => widened !== from && current.states.get(from.pool.id.toLowerCase()) === from)
    if (commit.length === 0) return 0
    const states = new Map(current.states)
    for (const { widened } of commit) states.set(widened.pool.id.toLowerCase(), Object.freeze({ ...widened, pool: widened.pool }))
    // Read at the store's block while later ones may have come: the next change to these pools
    // reads them anew rather than apply its logs (see `mayHoldLaterBlocks`).
    const mayHoldLaterBlocks = new Set([...current.mayHoldLaterBlocks, ...commit.map(({ from }) => from.pool.id.toLowerCase())])
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
          logs: storeLogs,
          previous: state,
          // Read per sync: the reader's span narrows when the node refuses it.
          maxLogBlockRange: maxLogBlockRange ?? logs.spanOf(client) * BigInt(maxCatchUpLogRequests),
          addressBatchSize: logAddressBatchSize,
          head: attempt === 0 ? head : undefined,
        })
      } catch (error) {
        if (attempt >= immediateRetries || stopped) throw error
      }
  }

  async function runSync(head?: BlockHead): Promise<SyncReport> {
    const started = ++syncsStarted
    try {
      const result = await syncWithRetries(head)
      if (result.state !== state) {
        state = result.state
        snapshot = undefined
      }
      stateSync = started
      rememberHash(result.state.blockNumber, result.state.blockHash)
      if (head?.number === result.state.blockNumber && head.hash === result.state.blockHash) recentHashes.set(head.number - 1n, head.parentHash)
      lastSyncedAt = now()
      lastError = undefined
      unreachable = false
      hangingSince = undefined
      failures = 0
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
      failures++
      // A node that timed out hangs rather than refuses: the state in hand serves while fresh.
      if (isTimeout(cause)) markHanging()
      unreachable = !isTimeout(cause) && isUnreachable(cause)
      lastError = isSluiceError(cause) ? cause : new ChainUnavailableError({ chainId, cause, details: summarizeError({ error: cause }) })
      throw lastError
    }
  }

  function sync(head?: BlockHead): Promise<SyncReport> {
    // A sync asked for after `stop()` (or by a restart) reads again.
    if (!inFlight && stopping.signal.aborted) stopping = new AbortController()
    inFlight ??= runSync(head).finally(() => {
      inFlight = undefined
    })
    return inFlight
  }

  /** Keeps the hash of the block the state was synced at, forgetting any later (reorged away) or long past. */
  function rememberHash(blockNumber: bigint, hash: Hash) {
    for (const known of recentHashes.keys()) if (known >= blockNumber || known < blockNumber - RECENT_HASHES) recentHashes.delete(known)
    recentHashes.set(blockNumber, hash)
  }

  /**
   * Whether a head continues the chain the state is on, as far as the known hashes tell: its parent
   * is not another block than the one the state holds at that number, and a head at or below the
   * state's block is one the state was synced through. A later head's ancestry is checked by the sync.
   */
  function continuesState(head: BlockHead): boolean {
    if (!state) return true
    const parent = recentHashes.get(head.number - 1n)
    if (parent !== undefined && parent !== head.parentHash) return false
    return head.number > state.blockNumber || recentHashes.get(head.number) === head.hash
  }

  /** Syncs to the announced heads, one after another, until the state holds the newest (after a reorg: the new branch's). */
  function follow(): Promise<void> {
    following ??= (async () => {
      while (running && announced && (!state || announced.number > state.blockNumber || !continuesState(announced))) {
        const head = announced
        if (inFlight) {
          await inFlight.catch(() => undefined)
          continue
        }
        // A head that continues the state's chain is synced to as announced. Any other (a reorg, or
        // a late head of a block the state went past) by reading the latest block, which tells:
        // a reorg is read anew there, a late head costs a head read and never takes the state back.
        const continues = state !== undefined && head.number > state.blockNumber && continuesState(head)
        await sync(continues ? head : undefined).catch(() => {
          // Recorded in health(); polling (with backoff) takes over until a sync succeeds.
          schedule()
        })
        if (announced === head && (lastError || !continues)) break
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
      schedule()
    }
    // A head that does not continue the state's chain (lower, or another parent) replaces a newer
    // announced one: the chain reorged to it.
    if (!announced || head.number >= announced.number || !continuesState(head)) announced = head
    void follow()
  }

  function onSubscriptionDown() {
    if (!running || !subscribed) return
    // The socket is down (it reconnects by itself): poll meanwhile.
    subscribed = false
    if (timer) clearTimeout(timer)
    timer = undefined
    schedule()
  }

  function subscribe() {
    if (!webSocketUrl || !running || subscription) return
    subscription = subscribeNewHeads({ url: webSocketUrl, onHead, onDown: onSubscriptionDown, reconnectDelay: Math.min(maxRetryInterval, 1000) })
  }

  /** The node hangs: callers waiting for the next head read (queued behind the overdue one) stop waiting. */
  function markHanging() {
    hangingSince ??= now()
    headRead?.overdue.resolve()
  }

  /** The next head read, not sent yet: callers join it. */
  let headRead: HeadRead | undefined
  /** The head read on the wire. */
  let headReading: Promise<unknown> = Promise.resolve()
  /**
   * The head, read once for every caller that asked before the read went out. One read is on the
   * wire at a time: callers that come meanwhile share the next one, sent when it ends (under load,
   * one read per round trip instead of one per event-loop turn). Never a read already in flight:
   * it may predate the caller's request (`readBlockNumber`). A read unanswered after `headTimeout`
   * marks the node hanging; the next answer clears it.
   */
  function readHead(): HeadRead {
    if (headRead) return headRead
    const read: HeadRead = { syncsBefore: 0, number: Promise.resolve(0n), overdue: newSignal() }
    read.number = headReading
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        headRead = undefined
        read.syncsBefore = syncsStarted
        const overdue = setTimeout(() => {
          markHanging()
          read.overdue.resolve()
        }, headTimeout)
        const answer = readBlockNumber(client).finally(() => clearTimeout(overdue))
        headReading = answer.then(
          () => {
            hangingSince = undefined
          },
          () => undefined,
        )
        return answer
      })
    // Callers that do not wait for it (the node hangs) leave its failure to health().
    read.number.catch(() => undefined)
    headRead = read
    return read
  }

  /** Whether the state must be synced to be the head's: behind it, or ahead of it from a sync begun before the read (a reorg). */
  function behind(head: bigint, syncsBefore: number): boolean {
    return !state || state.blockNumber < head || (state.blockNumber > head && stateSync <= syncsBefore)
  }

  async function syncToHead({ requireHead = false }: SyncToHeadParameters = {}): Promise<void> {
    const read = readHead()
    // While the node hangs nobody waits: the read goes out (one at a time) to notice it answer again.
    const head = hangingSince === undefined ? await Promise.race([read.number, read.overdue.promise.then(() => undefined)]).catch(() => undefined) : undefined
    if (head === undefined) {
      if (requireHead)
        throw new ChainUnavailableError({
          chainId,
          details: hangingSince === undefined ? 'The head block could not be read.' : `The node has not answered a head read for ${now() - hangingSince} ms.`,
        })
      return
    }
    try {
      // A sync in flight may have read an older head: join it, then sync again if still not at it.
      for (let attempt = 0; attempt < 3 && behind(head, read.syncsBefore); attempt++) await sync()
    } catch {
      // Recorded by the sync (health, lastError); snapshot() decides what may still be served.
    }
    if (state?.blockNumber === head) lastSyncedAt = now()
    else if (requireHead && behind(head, read.syncsBefore))
      throw new ChainUnavailableError({ chainId, cause: lastError, details: `The pool state could not be brought to the head block ${head}.` })
  }

  function schedule() {
    if (!running || timer) return
    // While the subscription delivers heads, a head read now and then confirms an idle chain's state.
    const confirmEvery = Math.max(pollingInterval, maxStaleness / 3)
    const delay =
      failures > 0
        ? Math.min(maxRetryInterval, pollingInterval * 2 ** Math.min(failures, 20))
        : subscribed
          ? Math.max(0, (lastSyncedAt ?? 0) + confirmEvery - now())
          : pollingInterval
    timer = setTimeout(() => {
      timer = undefined
      if (subscribed && failures === 0 && lastSyncedAt !== undefined && now() - lastSyncedAt < confirmEvery) schedule()
      else sync().then(schedule, schedule)
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
      hanging: hangingSince !== undefined,
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
      stopping.abort()
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
      if (status === 'stale' && hangingSince !== undefined)
        throw new ChainUnavailableError({
          chainId,
          details: `The node has not answered for ${now() - hangingSince} ms; the state was last confirmed at the head ${now() - lastSyncedAt} ms ago.`,
        })
      if (status === 'stale' || status === 'stopped')
        throw new StaleStateError(`Pool state of chain ${chainId} is ${status}: last synced at block ${state.blockNumber}, ${now() - lastSyncedAt} ms ago.`)
      snapshot ??= createPoolStateSnapshot({ chainId, blockNumber: state.blockNumber, states: state.states, registry, cache: simulatorCache })
      return snapshot
    },
    health,
    loadState,
    onSync(listener) {
      syncListeners.add(listener)
      return () => {
        syncListeners.delete(listener)
      }
    },
  }
}

/** Block hashes kept behind the state's block, to tell a reorged head from a late one. */
const RECENT_HASHES = 64n

type HeadRead = {
  number: Promise<bigint>
  /** Syncs started before the read was sent. */
  syncsBefore: number
  /** Resolved when the read, or the one on the wire before it, is unanswered past `headTimeout`. */
  overdue: { promise: Promise<void>; resolve: () => void }
}

function newSignal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
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
