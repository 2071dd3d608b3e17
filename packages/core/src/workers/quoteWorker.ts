/**
 * The entry of a quote worker thread (see `createQuoteWorkers`): keeps its own copy of the pool
 * states, updated by the main thread's diffs, with simulators built once per state, and answers
 * quotes with `quoteRoute` on them (without the pools of the quote's unsupported tokens).
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { BlockGasLimitError, SimulationError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import { createSourceAdapters } from '../plugins/createSourceAdapters.js'
import { quoteRoute } from '../quote/quoteRoute.js'
import { createSourceRegistry, type SourceRegistry } from '../registry/createSourceRegistry.js'
import { missingPoolStateKey } from '../store/missingPoolStateKey.js'
import { withoutUnsupportedPools } from '../tokens/withoutUnsupportedPools.js'
import type { PoolState } from '../types/Pool.js'
import type { MissingPoolState, Simulator } from '../types/Simulator.js'
import type { AnySourcePlugin } from '../types/SourcePlugin.js'
import type { FromQuoteWorker, QuoteWorkerData, SerializedError, ToQuoteWorker } from './QuoteWorkerMessages.js'

const port = parentPort
if (!port) throw new Error('quoteWorker.ts runs only as a worker thread.')
const { registry: source } = workerData as QuoteWorkerData
const exported = async (module: string, name: string) => (await import(module))[name] as unknown
const registry: SourceRegistry =
  'plugins' in source
    ? createSourceRegistry({
        adapters: createSourceAdapters({
          ...source,
          // A module without the export (one that brings only bridge or aggregator plugins) adds no source plugin.
          plugins: (
            await Promise.all(source.plugins.map(async ({ module, export: name }) => (await exported(module, name)) ?? []))
          ).flat() as AnySourcePlugin[],
        }),
      })
    : await ((await exported(source.module, source.export)) as (input: unknown) => SourceRegistry | Promise<SourceRegistry>)(source.input)

const pools = new Map<string, { state: PoolState; simulator: Simulator }>()
let blockNumber = 0n
// One list per state version: the solver caches its pool graph per list.
let simulators: readonly Simulator[] | undefined

const post = (message: FromQuoteWorker) => port.postMessage(message)

port.on('message', (message: ToQuoteWorker) => {
  if (message.type === 'state') {
    for (const address of message.removed) pools.delete(address)
    for (const state of message.changed) pools.set(state.pool.id.toLowerCase(), { state, simulator: registry.get(state.pool.sourceId).simulator(state) })
    blockNumber = message.blockNumber
    simulators = undefined
    return
  }
  // Each pool's requests once: a search quotes the same pool many times.
  const missing = new Map<string, MissingPoolState>()
  const onStateNotLoaded = (entry: MissingPoolState) => void missing.set(missingPoolStateKey(entry), entry)
  try {
    simulators ??= Object.freeze([...pools.values()].map((entry) => entry.simulator))
    const snapshot = withoutUnsupportedPools({ snapshot: { simulators, blockNumber }, unsupported: new Set(message.unsupportedTokens) })
    const { route, ...result } = quoteRoute({ ...message.parameters, snapshot, onStateNotLoaded })
    // Pools by ID only: less to copy, and the main thread answers with its own pool objects.
    const paths = route.paths.map((path) => ({ ...path, steps: path.steps.map((step) => ({ ...step, pool: step.pool.id })) }))
    post({ type: 'result', id: message.id, result: { ...result, route: { ...route, paths } }, missing: [...missing.values()] })
  } catch (error) {
    post({ type: 'error', id: message.id, error: serialize(error), missing: [...missing.values()] })
  }
})
post({ type: 'ready' })

function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  return {
    name: error.name,
    message: error.message,
    shortMessage: isSluiceError(error) ? error.shortMessage : undefined,
    details: isSluiceError(error) ? error.details : undefined,
    reason: isSluiceError<SimulationError>(error, 'SimulationError') ? error.reason : undefined,
    blockGasLimit: isSluiceError<BlockGasLimitError>(error, 'BlockGasLimitError') ? String(error.blockGasLimit) : undefined,
  }
}
