import type { AnySourcePlugin, SourceEntry } from '@sluice/core'

export type ForkSourceCandidatesParameters = {
  /** The loaded DEX types: their known deployments on the chain are the presets. */
  plugins: readonly AnySourcePlugin[]
  chainId: number
  /** Sources added to the presets, or in place of the preset of the same ID (`forkSources`). */
  given?: readonly SourceEntry[] | undefined
}

/** A source a fork may route through, before its deployment is checked on the fork. */
export type ForkSourceCandidate = {
  entry: SourceEntry
  /** A plugin's known deployment (not a given entry). */
  preset: boolean
}

/**
 * The sources worth looking for on a fork of a chain, by ascending ID: the known deployments (not
 * pending) of every loaded plugin on the chain, and the given entries, each in place of the preset
 * with its ID or added.
 */
export function forkSourceCandidates({ plugins, chainId, given = [] }: ForkSourceCandidatesParameters): ForkSourceCandidate[] {
  const candidates = new Map<number, ForkSourceCandidate>()
  for (const plugin of plugins)
    for (const { sources: _, pending, ...known } of plugin.knownDeployments?.[chainId] ?? [])
      if (pending === undefined) candidates.set(known.id, { entry: { ...known, kind: plugin.kind }, preset: true })
  for (const entry of given) candidates.set(entry.id, { entry, preset: false })
  return [...candidates.values()].sort((a, b) => a.entry.id - b.entry.id)
}
