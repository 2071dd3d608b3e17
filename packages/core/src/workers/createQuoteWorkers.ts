import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { InvalidParametersError } from '../errors/errors.js'
import type { QuoteRouteParameters, QuoteRouteReturnType } from '../quote/quoteRoute.js'
import type { PoolStateSnapshot } from '../store/createPoolStateSnapshot.js'
import type { PoolState } from '../types/Pool.js'
import type { FromQuoteWorker, QuoteWorkerData, QuoteWorkerRegistrySource, ToQuoteWorker, WorkerQuoteResult } from './QuoteWorkerMessages.js'
import { QuoteWorkerError, reviveError } from './reviveError.js'

export type CreateQuoteWorkersParameters = {
  /** How each worker builds the simulators: a module exporting a `SourceRegistry` factory. */
  registry: QuoteWorkerRegistrySource
  /** Worker threads. Default: the machine's available parallelism, at most 8. */
  size?: number | undefined
}

export type QuoteWorkersQuoteParameters = Omit<QuoteRouteParameters, 'snapshot'> & {
  snapshot: PoolStateSnapshot
  /** Lower-cased addresses of tokens whose pools the quote must not route through (`TokenCache.unsupported()`). */
  unsupportedTokens?: ReadonlySet<string> | undefined
}

/** Quotes off the main thread, on worker threads that each hold the pool states. */
export type QuoteWorkers = {
  readonly size: number
  /** Resolves once every worker has loaded (its registry built); rejects if one cannot start. */
  ready(): Promise<void>
  /**
   * `quoteRoute` on `snapshot` without the pools of `unsupportedTokens`, in the least busy worker. The workers first receive the pools that
   * changed since the snapshot they last saw (in message order, so the quote sees this snapshot).
   * Throws what `quoteRoute` throws (the same error classes), or `QuoteWorkerError`.
   * `onStateNotLoaded` is called here, once per pool and request, before the answer settles.
   */
  quote(parameters: QuoteWorkersQuoteParameters): Promise<QuoteRouteReturnType>
  /** Ends every worker; pending quotes fail with `QuoteWorkerError`. */
  close(): Promise<void>
}

export type CreateQuoteWorkersReturnType = QuoteWorkers

type Pending = {
  resolve: (result: QuoteRouteReturnType) => void
  reject: (error: Error) => void
  snapshot: PoolStateSnapshot
  onStateNotLoaded: QuoteRouteParameters['onStateNotLoaded']
}
type Slot = { worker: Worker; pending: Map<number, Pending>; ready: boolean; started: Promise<void> }

/**
 * A pool of quote worker threads sharing one chain's pool state. Each worker keeps a copy of the
 * states; per new snapshot only the pools whose state object changed (and the removed ones) are
 * posted to it, so a block costs what changed, not the whole graph. A worker that dies is
 * replaced with the full state; its pending quotes fail. Threads end with `close()` (and with the
 * process: they are threads, never orphans).
 */
export function createQuoteWorkers({ registry, size = Math.min(8, availableParallelism()) }: CreateQuoteWorkersParameters): CreateQuoteWorkersReturnType {
  if (!Number.isInteger(size) || size < 1) throw new InvalidParametersError(`Quote workers: size must be a positive integer, got ${size}.`)
  const workerData: QuoteWorkerData = { registry }
  const start = (): Worker => {
    if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./quoteWorker.js', import.meta.url), { workerData })
    // From TypeScript sources (tsx, vitest) the thread registers tsx before loading the entry:
    // a worker does not take the `--import tsx` of its parent for its entry.
    const tsx = import.meta.resolve('tsx/esm/api')
    const entry = new URL('./quoteWorker.ts', import.meta.url).href
    return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}) })`, { eval: true, workerData })
  }

  /** The states the workers hold, by lower-cased address. */
  const sent = new Map<string, PoolState>()
  let sentSnapshot: PoolStateSnapshot | undefined
  let nextId = 0
  let closed = false
  let broken: QuoteWorkerError | undefined

  const spawn = (): Slot => {
    let started: () => void = () => undefined
    let failed: (error: Error) => void = () => undefined
    const slot: Slot = {
      worker: start(),
      pending: new Map(),
      ready: false,
      started: new Promise<void>((resolve, reject) => {
        started = resolve
        failed = reject
      }),
    }
    // Nobody may wait for it; its failure also shows in the quotes.
    slot.started.catch(() => undefined)
    slot.worker.on('message', (message: FromQuoteWorker) => {
      if (message.type === 'ready') {
        slot.ready = true
        started()
        return
      }
      const pending = slot.pending.get(message.id)
      if (!pending) return
      slot.pending.delete(message.id)
      if (pending.onStateNotLoaded) for (const missing of message.missing) pending.onStateNotLoaded(missing)
      if (message.type === 'result') pending.resolve(withOwnPools(message.result, pending.snapshot))
      else pending.reject(reviveError({ error: message.error }))
    })
    const fail = (cause: unknown) => {
      for (const pending of slot.pending.values())
        pending.reject(new QuoteWorkerError('A quote worker stopped.', { cause, details: cause instanceof Error ? cause.message : undefined }))
      slot.pending.clear()
      const index = slots.indexOf(slot)
      if (closed || index < 0) return
      // A worker that never started (bad registry module, ...) would fail again: no respawn loop.
      if (!slot.ready) {
        broken ??= new QuoteWorkerError('A quote worker could not start.', { cause, details: cause instanceof Error ? cause.message : undefined })
        failed(broken)
        return
      }
      const replacement = spawn()
      slots[index] = replacement
      if (sentSnapshot) send(replacement, { type: 'state', blockNumber: sentSnapshot.blockNumber, changed: [...sent.values()], removed: [] })
    }
    slot.worker.on('error', fail)
    slot.worker.on('exit', (code) => {
      if (!closed) fail(new Error(`exit code ${code}`))
    })
    return slot
  }
  const send = (slot: Slot, message: ToQuoteWorker) => slot.worker.postMessage(message)
  const slots: Slot[] = Array.from({ length: size }, spawn)

  /** Posts what changed between the states the workers hold and `snapshot`. */
  const update = (snapshot: PoolStateSnapshot) => {
    if (snapshot === sentSnapshot) return
    const changed: PoolState[] = []
    const present = new Set<string>()
    for (const state of snapshot.pools) {
      const key = state.pool.id.toLowerCase()
      present.add(key)
      if (sent.get(key) !== state) {
        changed.push(state)
        sent.set(key, state)
      }
    }
    const removed = [...sent.keys()].filter((key) => !present.has(key))
    for (const key of removed) sent.delete(key)
    sentSnapshot = snapshot
    for (const slot of slots) send(slot, { type: 'state', blockNumber: snapshot.blockNumber, changed, removed })
  }

  return {
    size,
    ready: async () => {
      await Promise.all(slots.map((slot) => slot.started))
    },
    quote({ snapshot, unsupportedTokens, onStateNotLoaded, ...parameters }) {
      if (closed) return Promise.reject(new QuoteWorkerError('The quote workers are closed.'))
      if (broken) return Promise.reject(broken)
      update(snapshot)
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
      const id = nextId++
      return new Promise<QuoteRouteReturnType>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject, snapshot, onStateNotLoaded })
        send(slot, { type: 'quote', id, parameters, unsupportedTokens: unsupportedTokens ? [...unsupportedTokens] : [] })
      })
    },
    async close() {
      if (closed) return
      closed = true
      await Promise.all(
        slots.map(async (slot) => {
          for (const pending of slot.pending.values()) pending.reject(new QuoteWorkerError('The quote workers are closed.'))
          slot.pending.clear()
          await slot.worker.terminate()
        }),
      )
    },
  }
}

/** The route with the snapshot's own pool objects in place of the pool IDs the worker sent. */
function withOwnPools(result: WorkerQuoteResult, snapshot: PoolStateSnapshot): QuoteRouteReturnType {
  const paths = result.route.paths.map((path) => ({
    ...path,
    steps: path.steps.map((step) => ({ ...step, pool: snapshot.simulator(step.pool).pool })),
  }))
  return { ...result, route: { ...result.route, paths } }
}
