import { InvalidConfigError } from '../errors/errors.js'
import type { AggregatorPlugin } from '../types/AggregatorAdapter.js'
import type { BridgePlugin } from '../types/BridgePlugin.js'
import type { AnySourcePlugin } from '../types/SourcePlugin.js'

/** The three plugin types and the plugin object of each. */
export type PluginTypes = {
  source: AnySourcePlugin
  bridge: BridgePlugin<unknown>
  aggregator: AggregatorPlugin<unknown>
}

export type PluginType = keyof PluginTypes

/** The key a config entry names a plugin by: a source's or bridge's `kind`, an aggregator's `name`. */
export function pluginKey(plugin: PluginTypes[PluginType]): string {
  return 'kind' in plugin ? plugin.kind : plugin.name
}

export type CreatePluginRegistryParameters<type extends PluginType> = {
  type: type
  plugins: readonly PluginTypes[type][]
}

export type PluginRegistry<type extends PluginType> = {
  readonly type: type
  readonly plugins: readonly PluginTypes[type][]
  /**
   * The plugin of `key`; an unknown key is an `InvalidConfigError` naming it, what named it
   * (`usedBy`, e.g. `source 3 (Pools)`) and the loaded keys.
   */
  get(key: string, usedBy?: string): PluginTypes[type]
}

/**
 * The one lookup of plugins of a type by their declared key (sources and bridges by `kind`,
 * aggregators by `name`). Two plugins with the same key are an `InvalidConfigError`.
 */
export function createPluginRegistry<type extends PluginType>({ type, plugins }: CreatePluginRegistryParameters<type>): PluginRegistry<type> {
  const byKey = new Map<string, PluginTypes[type]>()
  for (const plugin of plugins) {
    const key = pluginKey(plugin)
    if (byKey.has(key)) throw new InvalidConfigError(`Two ${type} plugins have the key "${key}".`)
    byKey.set(key, plugin)
  }
  return {
    type,
    plugins,
    get(key, usedBy) {
      const plugin = byKey.get(key)
      if (plugin) return plugin
      throw new InvalidConfigError(
        `Unknown ${type} plugin "${key}"${usedBy ? ` (named by ${usedBy})` : ''}; loaded: ${[...byKey.keys()].join(', ') || 'none'}.`,
      )
    },
  }
}
