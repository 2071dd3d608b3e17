import { type AnySourcePlugin, InvalidConfigError } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'

export type LoadPluginsParameters = {
  /**
   * Plugin modules besides the default ones: URLs (see `resolvePluginModule`) or specifiers that
   * resolve from here. The same module listed twice (by a config file and a flag) loads once.
   */
  modules: readonly string[]
}

/**
 * The default plugins and those of the given modules, each of which exports `sluicePlugins` (an
 * array of source plugins). A module that cannot be loaded, or a kind served twice, fails start-up.
 */
export async function loadPlugins({ modules }: LoadPluginsParameters): Promise<AnySourcePlugin[]> {
  const plugins = [...defaultSourcePlugins]
  for (const name of new Set(modules)) {
    let loaded: { sluicePlugins?: unknown }
    try {
      loaded = (await import(name)) as { sluicePlugins?: unknown }
    } catch (cause) {
      throw new InvalidConfigError(`Cannot load plugin module "${name}".`, { cause, details: cause instanceof Error ? cause.message : undefined })
    }
    if (!Array.isArray(loaded.sluicePlugins) || !loaded.sluicePlugins.every(isSourcePlugin))
      throw new InvalidConfigError(`Plugin module "${name}" does not export \`sluicePlugins\`, an array of source plugins.`)
    plugins.push(...loaded.sluicePlugins)
  }
  const kinds = new Set<string>()
  for (const { kind } of plugins) {
    if (kinds.has(kind)) throw new InvalidConfigError(`Two plugins serve the DEX type "${kind}".`)
    kinds.add(kind)
  }
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
