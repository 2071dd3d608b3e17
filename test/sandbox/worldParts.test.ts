import { defaultSourcePlugins } from '@sluice/default-plugins'
import { fixtureWorlds, withPluginWorlds } from '@sluice/sandbox'
import { describe, expect, it } from 'vitest'
import { worldCacheKey } from '../../sandbox/src/world/worldCacheKey.js'

const chainIds = [999, 1868]

describe.each(chainIds)('chain %i', (chainId) => {
  it("is the sum of each default plugin's own world part: a world of one plugin has only its sources and their pools", () => {
    const whole = withPluginWorlds({ world: fixtureWorlds[chainId]!, chainId, plugins: defaultSourcePlugins })
    const byPlugin = defaultSourcePlugins.map((plugin) => withPluginWorlds({ world: fixtureWorlds[chainId]!, chainId, plugins: [plugin] }))
    for (const [i, world] of byPlugin.entries()) {
      expect(world.sources.length, defaultSourcePlugins[i]!.kind).toBeGreaterThan(0)
      expect(new Set(world.sources.map((source) => source.kind))).toEqual(new Set([defaultSourcePlugins[i]!.kind]))
      const own = new Set(world.sources.map((source) => source.id))
      expect(world.pools.every((pool) => own.has(pool.source))).toBe(true)
    }
    expect(byPlugin.flatMap((world) => world.sources)).toEqual(whole.sources)
    expect(byPlugin.flatMap((world) => world.pools)).toEqual(whole.pools)
    expect(whole.tokens).toEqual(fixtureWorlds[chainId]!.tokens)
  })

  it("gives each plugin's part a cache key of its own: a change to one part changes that plugin's key and the world's, and no other plugin's", () => {
    const base = fixtureWorlds[chainId]!
    const before = worldCacheKey({ base, chainId, plugins: defaultSourcePlugins })
    const [first, ...rest] = defaultSourcePlugins
    const part = first!.sandbox!.world![chainId]!
    const changed = { ...first!, sandbox: { ...first!.sandbox!, world: { ...first!.sandbox!.world, [chainId]: { ...part, pools: part.pools.slice(1) } } } }
    const after = worldCacheKey({ base, chainId, plugins: [changed, ...rest] })
    expect(after.key).not.toBe(before.key)
    expect(after.parts[first!.kind]).not.toBe(before.parts[first!.kind])
    for (const plugin of rest) expect(after.parts[plugin.kind], plugin.kind).toBe(before.parts[plugin.kind])
    // The other chain's world is not this plugin's part here: its key stays.
    const other = chainIds.find((id) => id !== chainId)!
    expect(worldCacheKey({ base: fixtureWorlds[other]!, chainId: other, plugins: [changed, ...rest] }).key).toBe(
      worldCacheKey({ base: fixtureWorlds[other]!, chainId: other, plugins: defaultSourcePlugins }).key,
    )
  })
})
