import type { Address } from 'viem'
import type { SourceAdapter } from '../types/SourceAdapter.js'
import type { AnySourcePlugin, SourceChainContext, SourceEntry } from '../types/SourcePlugin.js'
import { createPluginRegistry } from './createPluginRegistry.js'

export type CreateSourceAdaptersParameters = {
  /** The DEX types this process knows. */
  plugins: readonly AnySourcePlugin[]
  /** The chain's sources (server config or sandbox manifest). */
  sources: readonly SourceEntry[]
  chain: SourceChainContext
  /** Sluice's executor per DEX type on the chain (`kind` → address), when deployed. */
  executors?: Readonly<Record<string, Address>> | undefined
}

/**
 * The adapter of every source, each from the plugin of its `kind`, its config checked by that
 * plugin. Throws `InvalidConfigError` (a start-up error) for an unknown kind or a bad config.
 */
export function createSourceAdapters({ plugins, sources, chain, executors = {} }: CreateSourceAdaptersParameters): SourceAdapter[] {
  const registry = createPluginRegistry({ type: 'source', plugins })
  return sources.map((source) => {
    const plugin = registry.get(source.kind, `source ${source.id} (${source.name})`)
    const { config, kind: _, ...common } = source
    const adapter = plugin.createAdapter({
      source: common,
      config: plugin.parseConfig(config, `the config of source ${source.id} (${source.name})`),
      chain,
      executor: executors[plugin.kind],
    })
    return { ...adapter, executorAbi: plugin.executor.abi }
  })
}
