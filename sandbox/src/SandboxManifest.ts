import type { SourceEntry as CoreSourceEntry, PoolId } from '@sluice/core'
import type { Address, Hex } from 'viem'

/**
 * The file `sandbox up` writes (default `.sluice/sandbox.json`): everything a client needs to
 * use the sandbox chains. Addresses are checksummed. Schema version: `version`.
 */
export type SandboxManifest = {
  version: 1
  /** ISO 8601 time the sandbox came up. */
  startedAt: string
  /** PID of the process that owns the Anvil nodes (`sandbox down` signals it). */
  pid: number
  chains: ChainManifest[]
}

export type ChainManifest = {
  chainId: number
  name: string
  rpcUrl: string
  /** `fresh` (deployed fixture world) or `fork` (forked from `forkUrl`). */
  mode: 'fresh' | 'fork'
  forkUrl?: string | undefined
  forkBlockNumber?: string | undefined
  nativeSymbol: string
  wrappedNative: Address
  multicall3: Address
  tokens: TokenEntry[]
  sources: SourceEntry[]
  pools: PoolEntry[]
  /** Funded accounts: native and every fixture token. */
  accounts: AccountEntry[]
  /** Sluice's own contracts, when deployed. */
  contracts?: SluiceContracts | undefined
  /**
   * Bridges deployed on the chain (fresh sandboxes): `kind` names the bridge plugin and only that
   * plugin reads `config` (for Across: the SpokePool, the MulticallHandler, routes by token and
   * destination chain, fees, and the sandbox relayer's account).
   */
  bridges?: BridgeEntry[] | undefined
  /** Forks built from the chain itself (no `forkManifest`): what was left out of the world, and why. */
  fork?: ForkReport | undefined
}

/** What building a fork's world from the chain found besides the world itself. */
export type ForkReport = {
  /** Known (or given) sources not on the fork: the finding of their plugin's deployment check. */
  leftOutSources: LeftOutSource[]
  /** Tokens of discovered pools that cannot be routed (with their pools). */
  leftOutTokens: LeftOutToken[]
  /** Routed tokens the funded accounts could not be given. */
  unfundedTokens: UnfundedToken[]
  /** Whether the sources, pools and tokens came from the sandbox's cache (no discovery). */
  cached: boolean
}

export type LeftOutSource = { id: number; name: string; kind: string; reason: string }

export type LeftOutToken = { address: Address; reason: string }

export type UnfundedToken = { address: Address; symbol: string; reason: string }

export type BridgeEntry = {
  kind: string
  config: unknown
}

export type TokenEntry = {
  address: Address
  symbol: string
  name: string
  decimals: number
  /**
   * USD per whole token: the price the fixture world was built around, or on a fork of a real
   * chain the price its pools give at the fork block (the stable tokens exactly 1); absent when
   * no pool prices the token.
   */
  fixturePriceUsd?: number | undefined
}

/**
 * A liquidity source: the common fields, and `config`, which only the plugin of `kind` reads
 * (its addresses: factory, routers, position manager, quoter, fee tiers, ...).
 */
export type SourceEntry = CoreSourceEntry

export type PoolEntry = {
  /** The pool's `Pool.id`: its address, or a singleton DEX's pool ID. */
  id: PoolId
  /** The pool's `Pool.address`: its contract, or the singleton holding it (e.g. Uniswap V4's PoolManager). */
  address: Address
  sourceId: number
  /** token0, token1 as the pool orders them. */
  tokens: [Address, Address]
  /** Fee in millionths at creation (a dynamic-fee pool's fee then follows its state). */
  fee: number
  /** Plugin-specific identity beyond the address (e.g. a singleton DEX's pool key). */
  extra?: Readonly<Record<string, unknown>> | undefined
}

export type AccountEntry = {
  address: Address
  privateKey: Hex
}

export type SluiceContracts = {
  router: Address
  swapLogic: Address
  feeVault: Address
  /** Sluice's executor per DEX type (plugin `kind` → address). */
  executors: Record<string, Address>
  /** The `MetaGuard` the meta aggregator's swaps settle through (absent from manifests written before it). */
  metaGuard?: Address | undefined
}
