import { createHash } from 'node:crypto'
import { join } from 'node:path'
import type { AnySourcePlugin } from '@sluice/core'
import type { Address, Hash } from 'viem'
import type { ForkSourceCandidate } from './forkSourceCandidates.js'

export type ForkWorldCacheFileParameters = {
  cacheDir: string
  chainId: number
  /** The fork block and its hash: the state discovery read. */
  blockNumber: bigint
  blockHash: Hash
  /** The sources looked for, and the plugins that serve them. */
  candidates: readonly ForkSourceCandidate[]
  plugins: readonly AnySourcePlugin[]
  stableTokens: readonly Address[]
  /** The code that builds the world (its source text): a change to it changes the key. */
  builders: readonly ((...args: never[]) => unknown)[]
}

/**
 * The cache file of a fork's world: keyed by the chain, the fork block's number and hash (a
 * replica restarted at the same height is another chain), the candidate sources, the plugins
 * serving them (their code), the stable tokens and the building code.
 */
export function forkWorldCacheFile({
  cacheDir,
  chainId,
  blockNumber,
  blockHash,
  candidates,
  plugins,
  stableTokens,
  builders,
}: ForkWorldCacheFileParameters): string {
  const hash = createHash('sha256')
  for (const value of [
    String(chainId),
    blockHash,
    JSON.stringify(candidates),
    JSON.stringify(stableTokens),
    ...plugins.flatMap((plugin) => [plugin.kind, plugin.parseConfig.toString(), plugin.createAdapter.toString(), plugin.checkDeployment?.toString() ?? '']),
    ...builders.map((builder) => builder.toString()),
  ])
    hash.update(value)
  return join(cacheDir, `fork-${chainId}-${blockNumber}-${hash.digest('hex').slice(0, 16)}.json`)
}
