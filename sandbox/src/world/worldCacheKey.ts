import { createHash } from 'node:crypto'
import * as sluiceContracts from '@sluice/contracts'
import type { AnySourcePlugin } from '@sluice/core'
import { deployWorld } from './deployWorld.js'
import type { FixtureWorld } from './fixtures.js'
import { withPluginWorlds } from './withPluginWorlds.js'

export type WorldCacheKeyParameters = {
  /** The chain's world before the plugins' parts: the fixtures' tokens, or a world given whole. */
  base: FixtureWorld
  chainId: number
  plugins: readonly AnySourcePlugin[]
}

export type WorldCacheKeyReturnType = {
  /** The world's key: its file name in the cache. */
  key: string
  /** Each plugin's own key, by kind: its part of the world on the chain, its bytecode and its sandbox code. */
  parts: Record<string, string>
}

const sha256 = (...values: string[]) => {
  const hash = createHash('sha256')
  for (const value of values) hash.update(value)
  return hash.digest('hex').slice(0, 16)
}

/**
 * The key of a chain's deployed world in the sandbox's cache: everything that decides its state.
 * Each plugin has a key of its own (its world part on this chain, its executors, its sandbox
 * bytecode and code), so a change to one plugin's part changes the key of the worlds that load
 * it, and of no other; the world's key is over the base world, the part keys in load order, and
 * the sandbox's own deployment code.
 */
export function worldCacheKey({ base, chainId, plugins }: WorldCacheKeyParameters): WorldCacheKeyReturnType {
  const parts = Object.fromEntries(
    plugins.map((plugin) => {
      const { sandbox } = plugin
      return [
        plugin.kind,
        sha256(
          plugin.kind,
          plugin.executor.bytecode,
          // A plugin's position executor is deployed and paired with its position managers.
          plugin.positions?.executor.bytecode ?? '',
          JSON.stringify(sandbox?.world?.[chainId] ?? null),
          ...(sandbox?.bytecodes ?? []),
          ...Object.values(sandbox ?? {}).flatMap((part) => (typeof part === 'function' ? [part.toString()] : [])),
        ),
      ]
    }),
  )
  const contracts = JSON.stringify(Object.entries(sluiceContracts), (_, v) => (typeof v === 'bigint' || typeof v === 'function' ? v.toString() : v))
  const key = sha256(JSON.stringify(base), ...Object.values(parts), contracts, withPluginWorlds.toString(), deployWorld.toString())
  return { key, parts }
}
