import { type AnySourcePlugin, type LogReader, type SourceChainContext, type SourceEntry, summarizeError } from '@sluice/core'
import type { Address, PublicClient } from 'viem'
import type { LeftOutSource } from '../SandboxManifest.js'
import type { ForkSourceCandidate } from './forkSourceCandidates.js'

export type CheckForkSourcesParameters = {
  /** A client of the fork. */
  client: PublicClient
  /** Reads the deployment checks' logs within the provider's log range. */
  logs: LogReader
  chain: SourceChainContext
  /** The fork block: checks read there. */
  blockNumber: bigint
  /** The loaded DEX types. */
  plugins: readonly AnySourcePlugin[]
  /** The sources to look for (`forkSourceCandidates`). */
  candidates: readonly ForkSourceCandidate[]
  /** Tokens worth looking for a sample pool between (the stable tokens). */
  stableTokens: readonly Address[]
}

export type CheckForkSourcesReturnType = {
  /** The sources present on the fork, by ascending ID. */
  sources: SourceEntry[]
  leftOut: LeftOutSource[]
}

/**
 * The sources a fork of a real chain routes through: of the candidates (presets and given entries),
 * each kept when its plugin's `checkDeployment` finds no error on the fork (its contracts have
 * code, a sample pool sits where the config derives it, ...). The others are left out with the
 * finding that decided it; so is a preset whose plugin has no deployment check. Given entries of
 * such a plugin are kept: whoever gave them vouches for them.
 */
export async function checkForkSources({
  client,
  logs,
  chain,
  blockNumber,
  plugins,
  candidates,
  stableTokens,
}: CheckForkSourcesParameters): Promise<CheckForkSourcesReturnType> {
  const byKind = new Map(plugins.map((plugin) => [plugin.kind, plugin]))
  const sampleTokens = [chain.wrappedNative, ...stableTokens.filter((token) => token !== chain.wrappedNative)]
  const checked = await Promise.all(
    candidates.map(async ({ entry, preset }): Promise<string | undefined> => {
      const plugin = byKind.get(entry.kind)
      if (!plugin) return `kind "${entry.kind}" is served by no loaded plugin.`
      try {
        const { config, kind: _, ...source } = entry
        const parsed = plugin.parseConfig(config, `the config of source ${entry.id} (${entry.name})`)
        if (!plugin.checkDeployment) return preset ? `the "${entry.kind}" plugin has no deployment check: its presence on the fork cannot be told.` : undefined
        const findings = await plugin.checkDeployment({ client, logs, source, config: parsed, chain, blockNumber, sampleTokens })
        const errors = findings.filter((finding) => finding.severity === 'error')
        return errors.length === 0 ? undefined : errors.map((finding) => finding.message).join(' ')
      } catch (error) {
        return `check failed: ${summarizeError({ error })}`
      }
    }),
  )
  const sources: SourceEntry[] = []
  const leftOut: LeftOutSource[] = []
  for (const [i, { entry }] of candidates.entries()) {
    const reason = checked[i]
    if (reason === undefined) sources.push(entry)
    else leftOut.push({ id: entry.id, name: entry.name, kind: entry.kind, reason })
  }
  return { sources, leftOut }
}
