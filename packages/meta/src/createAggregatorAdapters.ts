import { type AggregatorAdapter, type AggregatorChainContext, type AggregatorPlugin, InvalidConfigError, isSluiceError } from '@sluice/core'

export type CreateAggregatorAdaptersParameters = {
  /** The aggregator plugins the entries may name. */
  plugins: readonly AggregatorPlugin[]
  /** One adapter per entry: the plugin of that name, its config, and optionally a name of its own (to run one plugin twice). */
  entries: readonly { plugin: string; name?: string | undefined; config?: unknown }[]
  chains: readonly AggregatorChainContext[]
}

/** The adapters of a meta aggregator's config. An unknown plugin or a config its plugin refuses is an `InvalidConfigError`. */
export function createAggregatorAdapters({ plugins, entries, chains }: CreateAggregatorAdaptersParameters): AggregatorAdapter[] {
  return entries.map((entry) => {
    const plugin = plugins.find((candidate) => candidate.name === entry.plugin)
    if (!plugin) throw new InvalidConfigError(`Unknown aggregator plugin "${entry.plugin}"; known: ${plugins.map((p) => p.name).join(', ') || 'none'}.`)
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
    return entry.name ? { ...adapter, name: entry.name } : adapter
  })
}
