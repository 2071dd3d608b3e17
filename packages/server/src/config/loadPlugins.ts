import { type AggregatorPlugin, type AnySourcePlugin, type BridgePlugin, createPluginRegistry, InvalidConfigError } from '@sluice/core'
import { defaultAggregatorPlugins, defaultBridgePlugins, defaultSourcePlugins } from '@sluice/default-plugins'

export type LoadPluginsParameters = {
  /**
   * Plugin modules besides the default ones: URLs (see `resolvePluginModule`) or specifiers that
   * resolve from here. The same module listed twice (by a config file and a flag) loads once.
   */
  modules: readonly string[]
}

/** The plugins of each type: the default ones, then those of the modules in order. */
export type LoadPluginsReturnType = {
  /** DEX types: a source entry's `kind` picks one. */
  sources: AnySourcePlugin[]
  /** Bridges of the cross-chain API: a chain's `bridges` entry's `kind` picks one. */
  bridges: BridgePlugin<unknown>[]
  /** Meta aggregators: a `meta.aggregators` entry's `plugin` picks one by `name`. */
  aggregators: AggregatorPlugin[]
}

/** What a plugin module exports: at least one of these arrays. */
const moduleExports = [
  { name: 'sluicePlugins', type: 'source', what: 'source plugins', is: isSourcePlugin },
  { name: 'bridgePlugins', type: 'bridge', what: 'bridge plugins', is: isBridgePlugin },
  { name: 'aggregatorPlugins', type: 'aggregator', what: 'aggregator plugins', is: isAggregatorPlugin },
] as const

/**
 * The default plugins and those of the given modules. A module exports any of `sluicePlugins`
 * (source plugins), `bridgePlugins` and `aggregatorPlugins`, each an array. A module that cannot be
 * loaded or exports none of them, or two plugins of a type under one key, fails start-up.
 */
export async function loadPlugins({ modules }: LoadPluginsParameters): Promise<LoadPluginsReturnType> {
  const plugins: LoadPluginsReturnType = {
    sources: [...defaultSourcePlugins],
    bridges: [...defaultBridgePlugins],
    aggregators: [...defaultAggregatorPlugins],
  }
  for (const name of new Set(modules)) {
    let loaded: Record<string, unknown>
    try {
      loaded = (await import(name)) as Record<string, unknown>
    } catch (cause) {
      throw new InvalidConfigError(`Cannot load plugin module "${name}".`, { cause, details: cause instanceof Error ? cause.message : undefined })
    }
    if (moduleExports.every((entry) => loaded[entry.name] === undefined))
      throw new InvalidConfigError(
        `Plugin module "${name}" exports none of ${moduleExports.map((entry) => `\`${entry.name}\``).join(', ')} (arrays of source, bridge and aggregator plugins).`,
      )
    for (const entry of moduleExports) {
      const list = loaded[entry.name]
      if (list === undefined) continue
      if (!Array.isArray(list) || !list.every((plugin) => entry.is(plugin)))
        throw new InvalidConfigError(`Plugin module "${name}" exports \`${entry.name}\`, which is not an array of ${entry.what}.`)
      if (entry.type === 'source') plugins.sources.push(...(list as AnySourcePlugin[]))
      else if (entry.type === 'bridge') plugins.bridges.push(...(list as BridgePlugin<unknown>[]))
      else plugins.aggregators.push(...(list as AggregatorPlugin[]))
    }
  }
  // Each type's keys are unique (the registry refuses a key twice).
  createPluginRegistry({ type: 'source', plugins: plugins.sources })
  createPluginRegistry({ type: 'bridge', plugins: plugins.bridges })
  createPluginRegistry({ type: 'aggregator', plugins: plugins.aggregators })
  return plugins
}

function isSourcePlugin(value: unknown): value is AnySourcePlugin {
  const plugin = value as Partial<AnySourcePlugin> | null
  return (
    typeof plugin?.kind === 'string' &&
    typeof plugin.parseConfig === 'function' &&
    typeof plugin.createAdapter === 'function' &&
    typeof plugin.executor === 'object'
  )
}

function isBridgePlugin(value: unknown): value is BridgePlugin<unknown> {
  const plugin = value as Partial<BridgePlugin<unknown>> | null
  return typeof plugin?.kind === 'string' && typeof plugin.parseConfig === 'function' && typeof plugin.createAdapter === 'function'
}

function isAggregatorPlugin(value: unknown): value is AggregatorPlugin {
  const plugin = value as Partial<AggregatorPlugin> | null
  return typeof plugin?.name === 'string' && typeof plugin.parseConfig === 'function' && typeof plugin.createAdapter === 'function'
}
