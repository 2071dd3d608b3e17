import type { Address } from 'viem'
import type { CreateSourceAdaptersParameters } from '../plugins/createSourceAdapters.js'
import type { QuoteRouteParameters, QuoteRouteReturnType } from '../quote/quoteRoute.js'
import type { PoolState } from '../types/Pool.js'
import type { Route, RoutePath, RouteStep } from '../types/Route.js'
import type { MissingPoolState } from '../types/Simulator.js'

/**
 * Where a worker gets its source registry: from the chain's source entries, with the plugins of
 * the listed modules (`createSourceAdapters`, as on the main thread); or from `module`'s export
 * `export`, called with `input`.
 */
export type QuoteWorkerRegistrySource = QuoteWorkerSources | QuoteWorkerRegistryFactory

/** The chain's sources and the modules of their plugins; every field structured-cloneable. */
export type QuoteWorkerSources = Omit<CreateSourceAdaptersParameters, 'plugins'> & {
  /** URLs of ES modules a worker can import, each with the name of its export: a source plugin or an array of them. */
  plugins: readonly { module: string; export: string }[]
}

/** A module that builds the registry. */
export type QuoteWorkerRegistryFactory = {
  /** URL (or path) of an ES module a worker can import. */
  module: string
  /** Name of its export: a function `(input) => SourceRegistry` (or a promise of one). */
  export: string
  /** The function's argument; structured-cloneable (no functions). */
  input: unknown
}

/** The first message each worker receives (as `workerData`). */
export type QuoteWorkerData = {
  registry: QuoteWorkerRegistrySource
}

/** A quote request as it crosses to a worker: the parameters without the snapshot and the callback. */
export type WorkerQuoteParameters = Omit<QuoteRouteParameters, 'snapshot' | 'onStateNotLoaded'>

/** Main thread → worker. States are sent once; later blocks send only the pools that changed. */
export type ToQuoteWorker =
  | {
      type: 'state'
      blockNumber: bigint
      /** New or changed pool states. */
      changed: readonly PoolState[]
      /** Lower-cased IDs of pools no longer in the snapshot. */
      removed: readonly string[]
    }
  | {
      type: 'quote'
      id: number
      parameters: WorkerQuoteParameters
      /** Lower-cased addresses of tokens whose pools the worker leaves out of this quote. */
      unsupportedTokens: readonly string[]
    }

/** A thrown error as it crosses back from a worker. */
export type SerializedError = {
  name: string
  message: string
  shortMessage?: string | undefined
  details?: string | undefined
  reason?: string | undefined
  /** `BlockGasLimitError`'s limit (decimal). */
  blockGasLimit?: string | undefined
}

/** A quote's result as it crosses back: each step names its pool by `Pool.id` (the main thread holds the pools). */
export type WorkerQuoteResult = Omit<QuoteRouteReturnType, 'route'> & {
  route: Omit<Route, 'paths'> & { paths: (Omit<RoutePath, 'steps'> & { steps: (Omit<RouteStep, 'pool'> & { pool: Address })[] })[] }
}

/** Worker → main thread; `missing`: what the quote's simulators refused for want of state. */
export type FromQuoteWorker =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: WorkerQuoteResult; missing: readonly MissingPoolState[] }
  | { type: 'error'; id: number; error: SerializedError; missing: readonly MissingPoolState[] }
