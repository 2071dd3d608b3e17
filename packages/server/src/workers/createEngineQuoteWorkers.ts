import { createQuoteWorkers, type QuoteWorkers } from '@sluice/core'
import type { ChainConfig } from '../config/serverConfigSchema.js'

export type CreateEngineQuoteWorkersParameters = {
  chain: ChainConfig
  /** The config's plugin modules; the workers load the default plugins and these. */
  pluginModules: readonly string[]
  /**
   * Worker threads; 0 quotes on the main thread. Default: `SLUICE_QUOTE_WORKERS` when set, else 0.
   * They are opt-in: each holds a copy of the pool states, and what they gain depends on free cores
   * (on the otherwise idle 2-core benchmark machine, 1.2x to 1.6x the main thread's quotes per
   * second, as the README's figures say; in runs with other work holding both cores, fewer).
   */
  size?: number | undefined
}

/** The quote worker threads of one chain's engine, building their simulators from the chain's config; none (undefined) for size 0. */
export function createEngineQuoteWorkers({ chain, pluginModules, size = fromEnv() }: CreateEngineQuoteWorkersParameters): QuoteWorkers | undefined {
  if (size === 0) return undefined
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js'
  const module = new URL(`./createWorkerRegistry${extension}`, import.meta.url).href
  return createQuoteWorkers({ registry: { module, export: 'createWorkerRegistry', input: { chain, pluginModules } }, size })
}

function fromEnv(): number {
  const value = process.env.SLUICE_QUOTE_WORKERS
  return value === undefined || value === '' ? 0 : Number(value)
}
