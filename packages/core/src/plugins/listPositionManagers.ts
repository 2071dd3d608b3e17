import type { PositionManagerEntry } from '../engine/findPositionManager.js'
import type { PositionSupport } from '../types/PositionSupport.js'
import type { AnySourcePlugin, SourceEntry } from '../types/SourcePlugin.js'

export type ListPositionManagersParameters = {
  plugins: readonly AnySourcePlugin[]
  sources: readonly SourceEntry[]
}

/** The position manager of every source whose plugin has position support (and whose config names one). */
export function listPositionManagers({ plugins, sources }: ListPositionManagersParameters): PositionManagerEntry[] {
  const byKind = new Map(plugins.map((plugin) => [plugin.kind, plugin]))
  return sources.flatMap((source) => {
    const plugin = byKind.get(source.kind)
    const support = plugin?.positions as PositionSupport | undefined
    if (!plugin || !support) return []
    const config = plugin.parseConfig(source.config, `the config of source ${source.id} (${source.name})`)
    const address = support.positionManager(config)
    return address ? [{ address, sourceId: source.id, support, config }] : []
  })
}
