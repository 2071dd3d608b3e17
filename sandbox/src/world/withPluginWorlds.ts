import type { AnySourcePlugin } from '@sluice/core'
import { SandboxError } from '../errors.js'
import type { FixtureWorld } from './fixtures.js'

export type WithPluginWorldsParameters = {
  world: FixtureWorld
  chainId: number
  plugins: readonly AnySourcePlugin[]
}

/**
 * The chain's fixture world with each loaded plugin's own part added (`SourceSandboxPart.world`):
 * its deployments, as sources of its kind, and their pools, after the fixtures' own. A part whose
 * source ID another source of the chain already uses is refused.
 */
export function withPluginWorlds({ world, chainId, plugins }: WithPluginWorldsParameters): FixtureWorld {
  const parts = plugins.flatMap((plugin) => {
    const part = plugin.sandbox?.world?.[chainId]
    return part ? [{ kind: plugin.kind, part }] : []
  })
  if (parts.length === 0) return world
  const ids = new Set(world.sources.map((source) => source.id))
  const sources = [...world.sources]
  const pools = [...world.pools]
  for (const { kind, part } of parts) {
    for (const { id, name, description, options } of part.sources) {
      if (ids.has(id)) throw new SandboxError(`The sandbox part of plugin "${kind}" gives chain ${chainId} source ID ${id}, which another source uses.`)
      ids.add(id)
      sources.push({ id, name, description, kind, ...(options ? { options: { ...options } } : {}) })
    }
    const own = new Set(part.sources.map((source) => source.id))
    for (const pool of part.pools) {
      if (!own.has(pool.source))
        throw new SandboxError(`A pool of plugin "${kind}"'s sandbox part on chain ${chainId} names source ${pool.source}, not one of its own.`)
      pools.push({
        source: pool.source,
        pair: [pool.pair[0], pool.pair[1]],
        ...(pool.fee === undefined ? {} : { fee: pool.fee }),
        ...(pool.usd === undefined ? {} : { usd: pool.usd }),
        ...(pool.ranges === undefined ? {} : { ranges: pool.ranges.map((range) => ({ ...range })) }),
        ...(pool.options === undefined ? {} : { options: { ...pool.options } }),
      })
    }
  }
  return { ...world, sources, pools }
}
