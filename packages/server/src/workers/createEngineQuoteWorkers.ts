import { createQuoteWorkers, type QuoteWorkers } from '@sluice/core'
import type { ChainConfig } from '../config/serverConfigSchema.js'

export type CreateEngineQuoteWorkersParameters = {
  chain: ChainConfig
  /** Worker threads; default: the machine's available parallelism (at most 8). */
  size?: number | undefined
}

/** The quote worker threads of one chain's engine, building their simulators from the chain's config. */
export function createEngineQuoteWorkers({ chain, size }: CreateEngineQuoteWorkersParameters): QuoteWorkers {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js'
  const module = new URL(`./createWorkerRegistry${extension}`, import.meta.url).href
  return createQuoteWorkers({ registry: { module, export: 'createWorkerRegistry', input: { chain } }, size })
}
