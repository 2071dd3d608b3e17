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
}

export type BridgeEntry = {
  kind: string
  config: unknown
}

export type TokenEntry = {
  address: Address
  symbol: string
  name: string
  decimals: number
  /** The price the fixture world was built around (USD per whole token); fixtures only. */
  fixturePriceUsd?: number | undefined
}

export type SourceEntry = {
  /** Append-only integer source ID. */
  id: number
  name: string
  description: string
  /** DEX type, the plugin that serves it: `uniswap-v2` | `uniswap-v3`. */
  kind: string
  factory: Address
  router: Address
  /** Keccak of the pool creation code, for address derivation. */
  initCodeHash: Hex
  /** Uniswap V2: swap fee in millionths (3000 = 0.3%). */
  fee?: number | undefined
  /** Uniswap V3: enabled fee tiers (millionths) and their tick spacing. */
  feeTiers?: { fee: number; tickSpacing: number }[] | undefined
  positionManager?: Address | undefined
  quoter?: Address | undefined
  /** Block the factory was deployed at (start of pool discovery). */
  deployBlock: string
}

export type PoolEntry = {
  address: Address
  sourceId: number
  /** token0, token1 as the pool orders them. */
  tokens: [Address, Address]
  /** Fee in millionths. */
  fee: number
}

export type AccountEntry = {
  address: Address
  privateKey: Hex
}

export type SluiceContracts = {
  router: Address
  swapLogic: Address
  feeVault: Address
  /** Executor per DEX type (`uniswap-v2`, `uniswap-v3`). */
  executors: Record<string, Address>
}
