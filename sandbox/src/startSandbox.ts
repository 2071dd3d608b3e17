import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { type AnySourcePlugin, type BridgeAgent, type BridgePlugin, MULTICALL3_ADDRESS, type SourceEntry } from '@sluice/core'
import { createPublicClient, createTestClient, custom, type Hex, http, type PublicClient } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { type RunningAnvil, startAnvil } from './anvil/startAnvil.js'
import { startSandboxBridges } from './bridges/startSandboxBridges.js'
import { type SandboxChain, sandboxChains } from './chains.js'
import { SandboxError } from './errors.js'
import { buildForkWorld } from './fork/buildForkWorld.js'
import type { AccountEntry, ChainManifest, SandboxManifest } from './SandboxManifest.js'
import { type DeployWorldReturnType, deployWorld } from './world/deployWorld.js'
import { type FixtureWorld, fixtureWorlds } from './world/fixtures.js'
import { withPluginWorlds } from './world/withPluginWorlds.js'
import { worldCacheKey } from './world/worldCacheKey.js'

export type StartSandboxParameters = {
  /**
   * The DEX types of the fixture world (e.g. `defaultSourcePlugins` of `@sluice/default-plugins`):
   * each fixture source is deployed by the sandbox part of its kind's plugin; sources of other
   * kinds are left out.
   */
  plugins: readonly AnySourcePlugin[]
  /**
   * The bridges (e.g. `defaultBridgePlugins`): each one's sandbox part is deployed on the fresh
   * chains after the world, recorded in the manifest (`bridges`), and its agent (a relayer) runs
   * until `stop`. Default none.
   */
  bridgePlugins?: readonly BridgePlugin<unknown>[] | undefined
  /** Chain IDs to start; default both (999, 1868). */
  chains?: readonly number[] | undefined
  /** Port per chain ID; absent or 0: a free port. */
  ports?: Readonly<Record<number, number>> | undefined
  host?: string | undefined
  /** Fork URL per chain ID: that chain forks it instead of deploying the fixture world. */
  forkUrls?: Readonly<Record<number, string>> | undefined
  /** Block per chain ID to fork at; default the upstream's head when the sandbox starts (pinned). */
  forkBlockNumbers?: Readonly<Record<number, bigint>> | undefined
  /**
   * For forks of another Sluice sandbox: that sandbox's manifest, whose world the fork inherits.
   * A fork of a chain it lacks (a real chain) builds its world from the chain itself: the known
   * deployments of the plugins present on the fork, their pools, tokens and prices, Sluice's
   * contracts and the funded accounts (see `docs/forking.md`).
   */
  forkManifest?: SandboxManifest | undefined
  /**
   * Forks of real chains: sources by chain ID added to the plugins' known deployments, or in place
   * of the one with the same ID (`readForkSources` reads them from a file in the server config's
   * shape). Each is kept when its plugin's deployment check passes on the fork.
   */
  forkSources?: Readonly<Record<number, readonly SourceEntry[]>> | undefined
  /** Forks of real chains: most blocks one `eth_getLogs` request of discovery spans. Default 1,000. */
  maxLogRange?: bigint | undefined
  /**
   * Whole worlds by chain ID in place of the chains' own (the fixture tokens and the plugins'
   * parts): e.g. `scaledFixtureWorld` over `withPluginWorlds`, for measuring at scale. The plugins'
   * parts are not added to them again.
   */
  worlds?: Readonly<Record<number, FixtureWorld>> | undefined
  /**
   * Directory of the fixture-world state cache: the first start deploys the world and dumps the
   * chain state there; later starts with the same fingerprint load it. A fork of a real chain
   * keeps what discovery found there, by chain, fork block and source set. `false`: always deploy
   * and discover. A world loaded from the cache has the blocks and logs of its history but only
   * its head's state (Anvil's state dump keeps one): reads at earlier blocks need `false`.
   */
  cacheDir?: string | false | undefined
  /**
   * Block gas limit per chain ID, set once the chain's world (and bridges) are deployed, fresh or
   * forked: a transaction over it is refused, as the real chain never includes it, and a call runs
   * with at most that gas. Default the real chain's (`SandboxChain.blockGasLimit`; 999: HyperEVM's
   * 2,000,000); `null`: Anvil's own (100,000,000).
   */
  blockGasLimits?: Readonly<Record<number, bigint | null>> | undefined
}

export type Sandbox = {
  manifest: SandboxManifest
  /** The bridges' running agents (the Across relayer): pause one to leave deposits unfilled. */
  bridgeAgents: BridgeAgent[]
  /** Stops every Anvil node this sandbox started. */
  stop(): Promise<void>
}

/** The well-known development mnemonic of Anvil: index 0 deploys, 1-4 are the funded accounts. */
const MNEMONIC = 'test test test test test test test test test test test junk'
const FUNDED_ACCOUNTS = 4
/** Worlds with more pools are deployed in batched blocks. */
const LARGE_WORLD_POOLS = 200
const DEFAULT_MAX_LOG_RANGE = 1_000n

/**
 * Starts the sandbox chains: for each chain an Anvil node with the real chain ID, either with
 * the deterministic fixture world (fresh, the default, offline) or forking a given RPC URL.
 */
export async function startSandbox(parameters: StartSandboxParameters): Promise<Sandbox> {
  const { chains = sandboxChains.map((c) => c.chainId), cacheDir = join(process.cwd(), '.sluice', 'cache') } = parameters
  const started: RunningAnvil[] = []
  const agents: BridgeAgent[] = []
  const stop = async () => {
    await Promise.all(agents.splice(0).map((agent) => agent.stop()))
    await Promise.all(started.splice(0).map((anvil) => anvil.stop()))
  }
  try {
    const manifests = await Promise.all(
      chains.map(async (chainId) => {
        const chain = sandboxChains.find((c) => c.chainId === chainId)
        if (!chain) throw new SandboxError(`The sandbox has no chain ${chainId}.`, { details: `Known: ${sandboxChains.map((c) => c.chainId).join(', ')}.` })
        return startChain({ chain, parameters, cacheDir, started })
      }),
    )
    const bridges = await startSandboxBridges({
      plugins: parameters.bridgePlugins ?? [],
      chains: manifests,
      deployer: mnemonicToAccount(MNEMONIC, { addressIndex: 0 }),
    })
    agents.push(...bridges.agents)
    // The world (and the bridges) in place: from now on blocks hold what the real chain's hold.
    await Promise.all(bridges.chains.map((chain) => limitBlockGas({ chain, blockGasLimits: parameters.blockGasLimits })))
    return { manifest: { version: 1, startedAt: new Date().toISOString(), pid: process.pid, chains: bridges.chains }, bridgeAgents: agents, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

type StartChainParameters = {
  chain: SandboxChain
  parameters: StartSandboxParameters
  cacheDir: string | false
  started: RunningAnvil[]
}

async function startChain({ chain, parameters, cacheDir, started }: StartChainParameters): Promise<ChainManifest> {
  const { chainId } = chain
  const forkUrl = parameters.forkUrls?.[chainId]
  let forkBlockNumber = parameters.forkBlockNumbers?.[chainId]
  if (forkUrl && forkBlockNumber === undefined) forkBlockNumber = await upstreamHead(forkUrl, chainId)
  const accounts: AccountEntry[] = Array.from({ length: FUNDED_ACCOUNTS }, (_, i) => fundedAccount(i + 1))
  const given = parameters.worlds?.[chainId]
  const fixtures = forkUrl ? undefined : (given ?? fixtureWorlds[chainId])
  if (!forkUrl && !fixtures) throw new SandboxError(`No fixture world for chain ${chainId}.`)
  // The fixture tokens plus each loaded plugin's own part: a plugin's pools change the cache key only where it is loaded.
  const world = fixtures && (given ?? withPluginWorlds({ world: fixtures, chainId, plugins: parameters.plugins }))
  const cacheFile =
    fixtures && cacheDir ? join(cacheDir, `world-${chainId}-${worldCacheKey({ base: fixtures, chainId, plugins: parameters.plugins }).key}`) : undefined
  const cached = cacheFile ? await readCache(cacheFile) : undefined
  const anvil = await startAnvil({
    chainId,
    port: parameters.ports?.[chainId],
    host: parameters.host,
    forkUrl,
    forkBlockNumber,
    loadState: cached ? `${cacheFile}.state.json` : undefined,
  })
  started.push(anvil)
  // Receipts are looked for every 50 ms, not viem's default 4 s (after a batched world's large blocks, each mattered).
  // A minute per request: a large world's blocks take a while on a busy machine.
  const client = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0, timeout: 60_000 }), pollingInterval: 50 }) as PublicClient
  const base = {
    chainId,
    name: chain.name,
    rpcUrl: anvil.rpcUrl,
    nativeSymbol: chain.nativeSymbol,
    wrappedNative: chain.wrappedNative.address,
    multicall3: MULTICALL3_ADDRESS,
  }

  if (forkUrl) {
    const fork = { ...base, mode: 'fork' as const, forkUrl, forkBlockNumber: forkBlockNumber?.toString() }
    const upstream = parameters.forkManifest?.chains.find((c) => c.chainId === chainId)
    if (upstream)
      return { ...fork, tokens: upstream.tokens, sources: upstream.sources, pools: upstream.pools, accounts: upstream.accounts, contracts: upstream.contracts }
    const built = await buildForkWorld({
      client,
      chain,
      multicall3: MULTICALL3_ADDRESS,
      forkBlockNumber: forkBlockNumber!,
      plugins: parameters.plugins,
      given: parameters.forkSources?.[chainId],
      maxLogRange: parameters.maxLogRange ?? DEFAULT_MAX_LOG_RANGE,
      cacheDir,
      deployer: mnemonicToAccount(MNEMONIC, { addressIndex: 0 }),
      accounts: accounts.map((account) => account.address),
    })
    return { ...fork, ...built, accounts }
  }

  let deployed = cached
  // A cached world's head is as old as the cache, and the next block is mined at the current time.
  // viem estimates gas on `latest` when state overrides stand in for an approval not yet sent, so
  // the estimate would run at the old time and the swap at the new one: a pool whose swap writes a
  // price observation once a period has passed (Solidly V1 and Velodrome V2 pairs, every 30
  // minutes) would use tens of thousands more gas than estimated and run out. A block mined now
  // brings the head to the current time.
  if (deployed) await createTestClient({ mode: 'anvil', transport: custom(client) }).mine({ blocks: 1 })
  if (!deployed) {
    deployed = await deployWorld({
      client,
      chain,
      world: world!,
      plugins: parameters.plugins,
      deployer: mnemonicToAccount(MNEMONIC, { addressIndex: 0 }),
      accounts,
      // Large worlds (measuring at scale) are mined in large blocks: minutes become seconds.
      batchUrl: world!.pools.length > LARGE_WORLD_POOLS ? anvil.rpcUrl : undefined,
    })
    if (cacheFile) await writeCache(cacheFile, deployed, await createTestClient({ mode: 'anvil', transport: custom(client) }).dumpState())
  }
  return { ...base, mode: 'fresh', ...deployed, accounts }
}

/** Sets the chain's block gas limit: the one given, else the real chain's (`SandboxChain.blockGasLimit`), if any. */
async function limitBlockGas({ chain, blockGasLimits }: { chain: ChainManifest; blockGasLimits: StartSandboxParameters['blockGasLimits'] }): Promise<void> {
  const given = blockGasLimits?.[chain.chainId]
  const gas = given === undefined ? sandboxChains.find((known) => known.chainId === chain.chainId)?.blockGasLimit : given
  if (gas === undefined || gas === null) return
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl, { retryCount: 0 }) }).setBlockGasLimit({ gasLimit: gas })
}

function fundedAccount(index: number): AccountEntry {
  const account = mnemonicToAccount(MNEMONIC, { addressIndex: index })
  const privateKey = account.getHdKey().privateKey
  if (!privateKey) throw new SandboxError('Could not derive a funded account.')
  return { address: account.address, privateKey: `0x${Buffer.from(privateKey).toString('hex')}` }
}

async function upstreamHead(url: string, chainId: number): Promise<bigint> {
  try {
    return await createPublicClient({ transport: http(url, { retryCount: 1, timeout: 10_000 }) }).getBlockNumber()
  } catch (cause) {
    throw new SandboxError(`Could not reach the fork URL of chain ${chainId}.`, { details: url, cause })
  }
}

/** The cache of a world: `<file>.world.json` (the manifest part) and `<file>.state.json` (Anvil's state). */
async function readCache(file: string): Promise<DeployWorldReturnType | undefined> {
  try {
    await access(`${file}.state.json`)
    return JSON.parse(await readFile(`${file}.world.json`, 'utf8')) as DeployWorldReturnType
  } catch {
    return undefined
  }
}

async function writeCache(file: string, world: DeployWorldReturnType, dumpedState: Hex): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  // `anvil_dumpState` answers gzip-compressed JSON; `--load-state` reads the JSON.
  const state = gunzipSync(Buffer.from(dumpedState.slice(2), 'hex'))
  // write then rename, state first: a concurrent start never reads a half-written cache
  const suffix = `${process.pid}.${Date.now()}.tmp`
  await writeFile(`${file}.state.json.${suffix}`, state)
  await rename(`${file}.state.json.${suffix}`, `${file}.state.json`)
  await writeFile(`${file}.world.json.${suffix}`, JSON.stringify(world))
  await rename(`${file}.world.json.${suffix}`, `${file}.world.json`)
}
