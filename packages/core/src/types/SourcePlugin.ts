import type { Abi, Address, Hex, PublicClient } from 'viem'
import type { CheckDeploymentParameters, DeploymentFinding } from './DeploymentCheck.js'
import type { KnownDeployment } from './KnownDeployment.js'
import type { PoolId } from './Pool.js'
import type { PositionSupport } from './PositionSupport.js'
import type { SourceAdapter } from './SourceAdapter.js'

/**
 * A liquidity source as the server config and the sandbox manifest carry it. Core and the server
 * read the common fields only; `config` belongs to the plugin of `kind`, which validates it.
 */
export type SourceEntry = {
  /** Append-only integer source ID; never reused. */
  id: number
  name: string
  description: string
  /** The DEX type: the `kind` of the plugin that serves the source. */
  kind: string
  /** Block the source was deployed at (decimal string): pool discovery starts there. */
  deployBlock: string
  /** The plugin's own config (addresses, fee tiers, ...), checked by `SourcePlugin.parseConfig`. */
  config: unknown
}

/** What every plugin may know of the chain a source is on. */
export type SourceChainContext = {
  chainId: number
  multicall3: Address
  wrappedNative: Address
}

export type CreateAdapterParameters<config> = {
  source: Omit<SourceEntry, 'config' | 'kind'>
  /** The source's config, as `parseConfig` returned it. */
  config: config
  chain: SourceChainContext
  /** Sluice's executor of this DEX type on the chain, when deployed; swaps need it. */
  executor: Address | undefined
}

/** A compiled contract: its ABI (errors included, used to decode reverts) and creation code. */
export type ContractArtifact = {
  abi: Abi
  bytecode: Hex
}

/**
 * Sends the sandbox world's transactions from its deployer. `deploy` and `call` queue a
 * transaction and return at once (addresses are deterministic); `flush` waits for all of them
 * and fails if any reverted. Read chain state only after a `flush`.
 */
export type SandboxTxSender = {
  deploy(parameters: { abi: Abi; bytecode: Hex; args?: readonly unknown[] | undefined }): Address
  call(parameters: { to: Address; abi: Abi; functionName: string; args?: readonly unknown[] | undefined; value?: bigint | undefined }): void
  flush(): Promise<void>
}

/** A fresh sandbox chain, as a plugin's sandbox part sees it while the world is deployed. */
export type SandboxDeployContext = {
  client: PublicClient
  chainId: number
  /** Deploys and owns everything; holds plenty of every fixture token and of the wrapped native. */
  deployer: Address
  tx: SandboxTxSender
  wrappedNative: Address
  /** Every fixture token (the wrapped native included). */
  tokens: readonly Address[]
}

export type SandboxDeploySourceParameters = {
  context: SandboxDeployContext
  /** The fixture source's `options`: plugin-specific (e.g. a fork's renamed callback). */
  options?: Readonly<Record<string, unknown>> | undefined
}

export type SandboxCreatePoolParameters<config> = {
  context: SandboxDeployContext
  config: config
  /** The pool's tokens in the pool's own order. */
  tokens: readonly [Address, Address]
  /** Price of token0 in token1, raw units (wei of token1 per wei of token0). */
  price: number
  /** Fee in millionths, where the DEX type has fee tiers; absent: the source's default. */
  fee?: number | undefined
  /** The fixture pool's `options`: plugin-specific (e.g. a ve(3,3) pool's curve), checked by the plugin. */
  options?: Readonly<Record<string, unknown>> | undefined
}

export type SandboxPool = {
  /** The pool's `Pool.id`. */
  id: PoolId
  /** The pool's `Pool.address`: its contract, or the singleton holding it. */
  address: Address
  /** The pool's fee in millionths at creation. */
  fee: number
  /** Plugin-specific identity beyond the address (e.g. a singleton DEX's pool key). */
  extra?: Readonly<Record<string, unknown>> | undefined
}

export type SandboxAddLiquidityParameters<config> = {
  context: SandboxDeployContext
  config: config
  pool: SandboxPool & { tokens: readonly [Address, Address] }
  /** Price of token0 in token1, raw units, as at creation. */
  price: number
  /** Price range as multiples of `price` (concentrated liquidity); absent: the full range. */
  range?: { lower: number; upper: number } | undefined
  /** Amounts the deployer offers (at most this much of each is added). */
  amount0: bigint
  amount1: bigint
}

/**
 * A plugin's own part of the sandbox's fixture world on one chain: its deployments (of the plugin's
 * kind) and their pools, by the fixture tokens' symbols. The sandbox adds it to the chain's world
 * when the plugin is loaded, so an outside plugin's pools are in the world without editing the
 * sandbox's fixtures.
 */
export type SandboxWorldPart = {
  /** Deployments of the plugin's kind; `id` must be a source ID no other source of the chain uses. */
  sources: readonly { id: number; name: string; description: string; options?: Readonly<Record<string, unknown>> | undefined }[]
  pools: readonly {
    source: number
    /** Symbols of the two fixture tokens (the wrapped native by its symbol). */
    pair: readonly [string, string]
    /** Fee in millionths, where the DEX type has tiers or custom fees; absent: the source's default. */
    fee?: number | undefined
    /** Full-range liquidity: TVL in USD. */
    usd?: number | undefined
    /** Concentrated liquidity: positions, price range as multiples of the pool price, and USD size. */
    ranges?: readonly { lower: number; upper: number; usd: number }[] | undefined
    /** Plugin-specific pool options, passed to `createPool` (e.g. a ve(3,3) pool's curve). */
    options?: Readonly<Record<string, unknown>> | undefined
  }[]
}

/** How the sandbox deploys a DEX type from its official bytecode. */
export type SourceSandboxPart<config> = {
  /** The plugin's own deployments and pools in the fixture world, by chain ID; none: only those the sandbox's fixtures list. */
  world?: Readonly<Record<number, SandboxWorldPart>> | undefined
  /** The official bytecode this part deploys: part of the sandbox world cache's fingerprint. */
  bytecodes: readonly Hex[]
  /** Deploys one deployment (factory, routers, position manager, ...); returns its config. */
  deploySource(parameters: SandboxDeploySourceParameters): config | Promise<config>
  createPool(parameters: SandboxCreatePoolParameters<config>): SandboxPool | Promise<SandboxPool>
  addLiquidity(parameters: SandboxAddLiquidityParameters<config>): void | Promise<void>
  /**
   * After the source's pools have their liquidity: extras the world should have (e.g. a staking
   * contract with live incentives); returns the source's config, updated with them.
   */
  finishSource?: ((parameters: SandboxFinishSourceParameters<config>) => config | Promise<config>) | undefined
}

export type SandboxFinishSourceParameters<config> = {
  context: SandboxDeployContext
  config: config
  /** The source's pools, as created. */
  pools: readonly (SandboxPool & { tokens: readonly [Address, Address] })[]
}

/**
 * A DEX type: everything DEX-specific lives in its plugin. Server, sandbox, tests and bench know
 * plugins only through a list; adding a DEX type adds a plugin to that list and edits nothing else.
 */
export type SourcePlugin<config = unknown, state = unknown> = {
  /** The DEX type, e.g. `uniswap-v3`; a source entry's `kind` selects its plugin. */
  kind: string
  /**
   * Checks a source entry's `config` and fills in defaults; throws `InvalidConfigError` naming
   * `what` (e.g. with `parseWithSchema`).
   */
  parseConfig(config: unknown, what?: string): config
  /** The adapter of one source, over pool states of the plugin's own type. */
  createAdapter(parameters: CreateAdapterParameters<config>): SourceAdapter<state>
  /** Sluice's executor contract for this DEX type (run by the router through the swap logic). */
  executor: ContractArtifact
  /** How the sandbox deploys this DEX type; absent: the plugin is not part of the fixture world. */
  sandbox?: SourceSandboxPart<config> | undefined
  /** Concentrated-liquidity positions (zap and rebalance); absent: the DEX type has none. */
  positions?: PositionSupport<config> | undefined
  /**
   * Checks a source's config against its live node (`sluice config check`): its contracts have
   * code, a sample pool sits where the plugin derives it, fee tiers exist, ... Returns one finding
   * per check; an `error` fails the check. Absent: only the config's shape is checked.
   */
  checkDeployment?: ((parameters: CheckDeploymentParameters<config>) => Promise<readonly DeploymentFinding[]>) | undefined
  /**
   * Public deployments of this DEX type, by chain ID, each cited (`sluice config init` starts a
   * config from those of every loaded plugin). Source IDs are per chain, across all plugins:
   * append-only, never reused. Absent: the plugin knows none.
   */
  knownDeployments?: Readonly<Record<number, readonly KnownDeployment[]>> | undefined
}

/**
 * A plugin of any config and state types, as lists hold them (`SourcePlugin<config>` is invariant
 * in its config: `parseConfig` produces it and `createAdapter` consumes it).
 */
// biome-ignore lint/suspicious/noExplicitAny: a list of plugins with different config and state types
export type AnySourcePlugin = SourcePlugin<any, any>
