import { createQuoteWorkers, type QuoteWorkers } from '@sluice/core'
import type { ChainConfig } from '../config/serverConfigSchema.js'

export type CreateEngineQuoteWorkersParameters = {
  chain: ChainConfig
  /** The config's plugin modules (URLs or specifiers, as `loadPlugins` takes them); the workers load the default plugins and these. */
  pluginModules: readonly string[]
  /**
   * Worker threads; 0 quotes on the main thread. Default: `SLUICE_QUOTE_WORKERS` when set, else 0.
   * They are opt-in: each holds a copy of the pool states, and what they gain depends on free cores
   * (on the otherwise idle 2-core benchmark machine, 1.2x to 1.6x the main thread's quotes per
   * second, as the README's figures say; in runs with other work holding both cores, fewer).
   */
  size?: number | undefined
}

/**
 * The quote worker threads of one chain's engine; none (undefined) for size 0. Each worker builds
 * its simulators from the chain's sources with the same plugin modules as the server (the default
 * plugins' package and the config's modules, resolved here), with core's `createSourceAdapters`.
 */
export function createEngineQuoteWorkers({ chain, pluginModules, size = fromEnv() }: CreateEngineQuoteWorkersParameters): QuoteWorkers | undefined {
  if (size === 0) return undefined
  const plugins = [
    { module: import.meta.resolve('@sluice/default-plugins'), export: 'defaultSourcePlugins' },
    ...[...new Set(pluginModules)].map((module) => ({ module: import.meta.resolve(module), export: 'sluicePlugins' })),
  ]
  const context = { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative }
  return createQuoteWorkers({ registry: { plugins, sources: chain.sources, chain: context, executors: chain.contracts?.executors }, size })
}

function fromEnv(): number {
  const value = process.env.SLUICE_QUOTE_WORKERS
  return value === undefined || value === '' ? 0 : Number(value)
}
