import { createQuoteWorkers, type QuoteWorkers } from '@sluice/core'
import type { ChainConfig } from '../config/serverConfigSchema.js'

export type CreateEngineQuoteWorkersParameters = {
  chain: ChainConfig
  /** The config's plugin modules; the workers load the default plugins and these. */
  pluginModules: readonly string[]
  /**
   * Worker threads; 0 quotes on the main thread. Default: `SLUICE_QUOTE_WORKERS` when set, else 0
   * (measured on a 2-core machine busy with other work, workers quoted at about half the main
   * thread's rate; they pay off only with idle cores, so they are opt-in).
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
