import type { Address } from 'viem'
import { InvalidConfigError } from '../errors/errors.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'
import type { AnySourcePlugin, SourceChainContext, SourceEntry } from '../types/SourcePlugin.js'

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
  const byKind = new Map(plugins.map((plugin) => [plugin.kind, plugin]))
  return sources.map((source) => {
    const plugin = byKind.get(source.kind)
    if (!plugin)
      throw new InvalidConfigError(`Source ${source.id} (${source.name}) has kind "${source.kind}", which no loaded plugin serves.`, {
        details: `Loaded: ${[...byKind.keys()].join(', ') || 'none'}.`,
      })
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
