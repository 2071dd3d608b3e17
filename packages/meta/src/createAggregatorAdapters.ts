import {
  type AggregatorAdapter,
  type AggregatorChainContext,
  type AggregatorPlugin,
  createPluginRegistry,
  InvalidConfigError,
  isSluiceError,
} from '@sluice/core'

export type CreateAggregatorAdaptersParameters = {
  /** The aggregator plugins the entries may name. */
  plugins: readonly AggregatorPlugin[]
  /** One adapter per entry: the plugin of that name, its config, and optionally a name of its own (to run one plugin twice). */
  entries: readonly { plugin: string; name?: string | undefined; config?: unknown }[]
  chains: readonly AggregatorChainContext[]
}

/** The adapters of a meta aggregator's config. An unknown plugin or a config its plugin refuses is an `InvalidConfigError`. */
export function createAggregatorAdapters({ plugins, entries, chains }: CreateAggregatorAdaptersParameters): AggregatorAdapter[] {
  const registry = createPluginRegistry({ type: 'aggregator', plugins })
  return entries.map((entry) => {
    const plugin = registry.get(entry.plugin, `meta aggregator ${entry.name ?? entry.plugin}`)
    let adapter: AggregatorAdapter
    try {
      adapter = plugin.createAdapter({ config: plugin.parseConfig(entry.config ?? {}), chains })
    } catch (cause) {
      if (isSluiceError(cause, 'InvalidConfigError')) throw cause
      throw new InvalidConfigError(`Invalid config of aggregator ${entry.name ?? entry.plugin}.`, {
        cause,
        details: cause instanceof Error ? cause.message : undefined,
      })
    }
    // Clients ask for it by the entry's name, else by the plugin's (as the config names it), whatever the adapter calls itself.
    const name = entry.name ?? entry.plugin
    return adapter.name === name ? adapter : { ...adapter, name }
  })
}
