import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { type AnySourcePlugin, createLogReader, type SourceEntry, type StorageSlotLayout } from '@sluice/core'
import type { Address, LocalAccount, PublicClient } from 'viem'
import type { SandboxChain } from '../chains.js'
import type { ForkReport, LeftOutSource, LeftOutToken, PoolEntry, SluiceContracts, TokenEntry } from '../SandboxManifest.js'
import { checkForkSources } from './checkForkSources.js'
import { deployForkContracts } from './deployForkContracts.js'
import { discoverForkWorld } from './discoverForkWorld.js'
import { forkSourceCandidates } from './forkSourceCandidates.js'
import { forkWorldCacheFile } from './forkWorldCacheFile.js'
import { fundForkAccounts } from './fundForkAccounts.js'

export type BuildForkWorldParameters = {
  /** A client of the fork's own Anvil, still at the fork block. */
  client: PublicClient
  chain: SandboxChain
  multicall3: Address
  forkBlockNumber: bigint
  plugins: readonly AnySourcePlugin[]
  /** Sources added to the presets, or in place of the preset of the same ID. */
  given?: readonly SourceEntry[] | undefined
  /** Most blocks one `eth_getLogs` request spans. */
  maxLogRange: bigint
  /** The sandbox's cache directory; `false`: discover every time. */
  cacheDir: string | false
  deployer: LocalAccount
  /** Funded with native currency and every routed token. */
  accounts: readonly Address[]
}

export type BuildForkWorldReturnType = {
  tokens: TokenEntry[]
  sources: SourceEntry[]
  pools: PoolEntry[]
  contracts: SluiceContracts
  fork: ForkReport
}

/** What a fork's world cache holds: all that discovery found, and the tokens' balance slots. */
type ForkWorld = {
  sources: SourceEntry[]
  leftOutSources: LeftOutSource[]
  pools: PoolEntry[]
  tokens: TokenEntry[]
  leftOutTokens: LeftOutToken[]
  /** `findStorageSlot`'s layouts (`StorageSlotCache` entries): funding again costs no probing. */
  slots: [string, StorageSlotLayout | null][]
}

/**
 * The world of a fork of a real chain, built from the chain itself: the sources present on it
 * (`checkForkSources`), their pools and tokens with prices (`discoverForkWorld`), every log read
 * at most `maxLogRange` blocks wide, all cached by chain, fork block and source set; then on the
 * fork, every start: Sluice's contracts with the present kinds' executors, and the funded accounts.
 */
export async function buildForkWorld(parameters: BuildForkWorldParameters): Promise<BuildForkWorldReturnType> {
  const { client, chain, multicall3, forkBlockNumber, plugins, given, maxLogRange, cacheDir, deployer, accounts } = parameters
  const { chainId } = chain
  const context = { chainId, multicall3, wrappedNative: chain.wrappedNative.address }
  const candidates = forkSourceCandidates({ plugins, chainId, given })
  const { hash: blockHash } = await client.getBlock({ blockNumber: forkBlockNumber })
  const file =
    cacheDir &&
    forkWorldCacheFile({
      cacheDir,
      chainId,
      blockNumber: forkBlockNumber,
      blockHash,
      candidates,
      plugins,
      stableTokens: chain.stableTokens,
      builders: [buildForkWorld, checkForkSources, discoverForkWorld, fundForkAccounts],
    })
  const cached = file ? await readForkWorld(file) : undefined
  let world = cached
  if (!world) {
    // Every log read keeps to the range and splits what the provider still refuses (core's reader).
    const logs = createLogReader({ maxLogRange })
    const { sources, leftOut } = await checkForkSources({
      client,
      logs,
      chain: context,
      blockNumber: forkBlockNumber,
      plugins,
      candidates,
      stableTokens: chain.stableTokens,
    })
    const found = await discoverForkWorld({
      client,
      logs,
      chain: { ...context, nativeSymbol: chain.nativeSymbol },
      plugins,
      sources,
      stableTokens: chain.stableTokens,
    })
    world = { sources, leftOutSources: leftOut, ...found, slots: [] }
  }
  const slots = new Map(world.slots)
  const { unfunded } = await fundForkAccounts({ client, accounts, tokens: world.tokens, slots })
  if (file && (!cached || slots.size !== world.slots.length)) await writeForkWorld(file, { ...world, slots: [...slots] })
  const contracts = await deployForkContracts({ client, deployer, wrappedNative: chain.wrappedNative.address, plugins, sources: world.sources })
  return {
    tokens: world.tokens,
    sources: world.sources,
    pools: world.pools,
    contracts,
    fork: { leftOutSources: world.leftOutSources, leftOutTokens: world.leftOutTokens, unfundedTokens: unfunded, cached: cached !== undefined },
  }
}

async function readForkWorld(file: string): Promise<ForkWorld | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ForkWorld
  } catch {
    return undefined
  }
}

/** Writes then renames: a concurrent start never reads a half-written cache. */
async function writeForkWorld(file: string, world: ForkWorld): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temp, JSON.stringify(world))
  await rename(temp, file)
}
