import { readFile } from 'node:fs/promises'
import type { SourceEntry } from '@sluice/core'
import { SandboxError } from '../errors.js'

export type ReadForkSourcesParameters = {
  /** A JSON file in the server config's shape: `{ "chains": [{ "chainId": 999, "sources": [...] }] }` (a server config will do). */
  path: string
}

/** Source entries by chain ID. */
export type ReadForkSourcesReturnType = Record<number, SourceEntry[]>

/**
 * The sources a fork should route through besides (or in place of) the plugins' known
 * deployments: a self-hoster's own deployment of a DEX, or one whose values differ from the real
 * chain's. Each chain's `sources` are read as a server config holds them; every other field is
 * ignored. Throws `SandboxError` naming the file and the entry that is not a source entry.
 */
export async function readForkSources({ path }: ReadForkSourcesParameters): Promise<ReadForkSourcesReturnType> {
  let parsed: unknown
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'))
  } catch (cause) {
    throw new SandboxError(`Could not read the fork sources file ${path}.`, {
      details: 'A JSON file in the server config\'s shape: { "chains": [{ "chainId": 999, "sources": [...] }] }.',
      cause,
    })
  }
  const chains = (parsed as { chains?: unknown })?.chains
  if (!Array.isArray(chains)) throw new SandboxError(`The fork sources file ${path} has no "chains" list.`)
  const result: ReadForkSourcesReturnType = {}
  for (const [i, chain] of chains.entries()) {
    const { chainId, sources = [] } = (chain ?? {}) as { chainId?: unknown; sources?: unknown }
    if (!Number.isSafeInteger(chainId) || !Array.isArray(sources))
      throw new SandboxError(`chains[${i}] of the fork sources file ${path} needs an integer "chainId" and a "sources" list.`)
    result[chainId as number] = sources.map((source, j) => sourceEntry(source, `chains[${i}].sources[${j}] of ${path}`))
  }
  return result
}

function sourceEntry(value: unknown, what: string): SourceEntry {
  const entry = (value ?? {}) as Partial<Record<keyof SourceEntry, unknown>>
  const problem =
    !Number.isSafeInteger(entry.id) || (entry.id as number) < 0
      ? '"id" is not a non-negative integer'
      : typeof entry.name !== 'string' || typeof entry.kind !== 'string'
        ? '"name" and "kind" must be strings'
        : typeof entry.deployBlock !== 'string' || !/^\d+$/.test(entry.deployBlock)
          ? '"deployBlock" is not a decimal string'
          : typeof entry.config !== 'object' || entry.config === null
            ? '"config" is not an object'
            : undefined
  if (problem) throw new SandboxError(`${what} is not a source entry: ${problem}.`)
  return { ...(entry as SourceEntry), description: typeof entry.description === 'string' ? entry.description : '' }
}
