import { createSourceAdapters, createSourceRegistry, type SourceRegistry } from '@sluice/core'
import { loadPlugins } from '../config/loadPlugins.js'
import type { ChainConfig } from '../config/serverConfigSchema.js'

export type CreateWorkerRegistryParameters = {
  chain: ChainConfig
  /** The config's plugin modules (loaded on top of the default plugins, as the server does). */
  pluginModules: readonly string[]
}

/**
 * The source registry of a chain inside a quote worker thread (`createQuoteWorkers` imports this
 * module by URL and calls it with the chain's config): the same adapters as the main thread's,
 * used only for their simulators.
 */
export async function createWorkerRegistry({ chain, pluginModules }: CreateWorkerRegistryParameters): Promise<SourceRegistry> {
  const plugins = await loadPlugins({ modules: pluginModules })
  return createSourceRegistry({
    adapters: createSourceAdapters({
      plugins,
      sources: chain.sources,
      chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
      executors: chain.contracts?.executors,
    }),
  })
}
