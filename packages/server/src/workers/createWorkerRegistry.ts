import { createSourceRegistry, type SourceRegistry } from '@sluice/core'
import type { ChainConfig } from '../config/serverConfigSchema.js'
import { createSourceAdapter } from '../engine/createSourceAdapter.js'

export type CreateWorkerRegistryParameters = {
  chain: ChainConfig
}

/**
 * The source registry of a chain inside a quote worker thread (`createQuoteWorkers` imports this
 * module by URL and calls it with the chain's config): the same adapters as the main thread's,
 * used only for their simulators.
 */
export function createWorkerRegistry({ chain }: CreateWorkerRegistryParameters): SourceRegistry {
  return createSourceRegistry({ adapters: chain.sources.map((source) => createSourceAdapter({ source, chain })) })
}
