import { type AggregatorPlugin, parseWithSchema } from '@sluice/core'
import { createDirectDexAggregator } from './createDirectDexAggregator.js'
import { directDexConfigFromManifest } from './directDexConfigFromManifest.js'
import { type DirectDexConfig, directDexConfigSchema } from './directDexConfigSchema.js'

/** `direct-dex`: the best single-DEX route through the DEX's own quoter and router. */
export const directDexAggregatorPlugin: AggregatorPlugin<DirectDexConfig> = {
  name: 'direct-dex',
  parseConfig: (config) => parseWithSchema({ schema: directDexConfigSchema, value: config, what: 'direct-dex aggregator config' }),
  createAdapter: ({ config, chains }) => createDirectDexAggregator({ config, chains }),
  // A fork whose sources have no DEX routers (e.g. of HyperEVM) offers none.
  sandboxConfig({ chains }) {
    const config = directDexConfigFromManifest({ manifest: { chains } })
    return config.deployments.length > 0 ? parseWithSchema({ schema: directDexConfigSchema, value: config, what: 'direct-dex sandbox config' }) : undefined
  },
}
