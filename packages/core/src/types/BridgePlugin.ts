import type { Address, Hex, PublicClient } from 'viem'
import type { LogReader } from '../logs/createLogReader.js'
import type { SandboxTxSender } from './SourcePlugin.js'

/**
 * A bridge deployment as the server config and the sandbox manifest carry it, once per chain:
 * `kind` selects the plugin, and only that plugin reads `config` (spoke pool, routes, fees...).
 */
export type BridgeEntry = {
  kind: string
  config: unknown
}

/** One chain a bridge serves, as its adapter sees it. */
export type BridgeChain<config> = {
  chainId: number
  client: PublicClient
  wrappedNative: Address
  /** The chain's bridge entry `config`, as `parseConfig` returned it. */
  config: config
  /** The chain's log reader (its `maxLogRange`): a bridge's log searches go through it (`readLogs`). Absent: the default cap. */
  logs?: LogReader | undefined
}

/**
 * A token the bridge moves from one chain to another. The input and the output token are the
 * same asset (matched by symbol family, e.g. USDT0 on one chain and USDT on the other) and have
 * the same decimals.
 */
export type BridgeRoute = {
  originChainId: number
  originToken: Address
  destinationChainId: number
  destinationToken: Address
  /** The asset the route moves, e.g. `USDT` or `ETH`. */
  symbol: string
  decimals: number
}

/** One fee of a bridge quote, in the route's origin token. */
export type BridgeFee = {
  /** e.g. `lp` (liquidity providers) or `relayer` (the filler's capital and gas). */
  kind: string
  amount: bigint
  /** The fee as a fraction of the input amount (0.0001 = 0.01%). */
  pct: number
}

export type BridgeQuoteParameters = {
  route: BridgeRoute
  /** What the user deposits on the origin (wei of `route.originToken`). */
  inputAmount: bigint
  /** Who will deposit and who receives; bridges that quote per user (Relay) need them. */
  depositor?: Address | undefined
  recipient?: Address | undefined
}

export type BridgeQuote = {
  route: BridgeRoute
  inputAmount: bigint
  /** What the filler delivers on the destination (wei of `route.destinationToken`). */
  outputAmount: bigint
  fees: BridgeFee[]
  /** Deposits outside these limits are refused (wei of the origin token). */
  limits: { minDeposit: bigint; maxDeposit: bigint }
  /** Expected seconds from the deposit's inclusion to the fill. */
  timeEstimateSeconds: number
  /** Unix seconds the quote's fees were computed at (the deposit's `quoteTimestamp`). */
  quoteTimestamp: number
  /** Unix seconds after which the deposit can no longer be filled. */
  fillDeadline: number
  /** The contract the deposit goes to (it also needs the token allowance). */
  depositContract: Address
  /** Bridge-specific data `transactions` needs (e.g. the transactions a bridge's API returned). */
  extra?: unknown
}

/** A transaction the user signs, on one chain. */
export type BridgeTransaction = {
  chainId: number
  from: Address
  to: Address
  data: Hex
  value: bigint
}

export type BridgeTransactionsParameters = {
  quote: BridgeQuote
  depositor: Address
  /** Who receives the output on the destination: the user, or a message handler contract. */
  recipient: Address
  /** Instructions for `recipient` when it is a message handler; `0x` for none. */
  message?: Hex | undefined
  /** The user pays in the origin chain's native token (the route's token is its wrapped form). */
  nativeInput?: boolean | undefined
  /** Bytes appended to the deposit calldata (ignored by the contract; read back by `status`). */
  tag?: Hex | undefined
}

export type BridgeTransactionsReturnType = {
  /** In order: approve (when the allowance is short), then the deposit. */
  transactions: BridgeTransaction[]
  /** One line per transaction. */
  explanations: string[]
}

/**
 * Where a deposit is, read from chain data:
 * - `pending`: deposited on the origin, not filled on the destination, fill deadline not passed;
 * - `filled`: the destination has the fill (final);
 * - `expired`: the destination passed the fill deadline without a fill (final unless refunded);
 * - `failed`: the bridge reports the fill failed (final unless refunded);
 * - `refunded`: the deposit was given back on the origin (final).
 */
export type BridgeDepositState = 'pending' | 'filled' | 'expired' | 'failed' | 'refunded'

/** A transaction the status points at. */
export type BridgeTxRef = {
  chainId: number
  hash: Hex
  blockNumber: bigint
  /** Unix seconds of the block. */
  timestamp: number
}

export type BridgeDepositStatus = {
  kind: string
  state: BridgeDepositState
  deposit: BridgeTxRef & {
    depositId: bigint
    depositor: Address
    recipient: Address
    inputToken: Address
    inputAmount: bigint
    outputToken: Address
    outputAmount: bigint
    destinationChainId: number
    fillDeadline: number
    /** Whether the deposit carries instructions for a message handler on the destination. */
    hasMessage: boolean
    /** The `tag` the deposit calldata carried, if any. */
    tag: Hex | undefined
  }
  /** The fill on the destination, once `filled`. */
  fill: (BridgeTxRef & { relayer: Address; recipient: Address; outputAmount: bigint }) | undefined
  /** The refund on the origin, once `refunded`. */
  refund: BridgeTxRef | undefined
  /** Unix seconds of the latest block the state was read at, on the destination. */
  checkedAt: number
}

export type BridgeStatusParameters = {
  /** The origin transaction (the deposit). */
  txHash: Hex
}

/** Calls a message handler on the destination runs with what the fill delivered. */
export type BridgeDestinationCall = { target: Address; data: Hex; value: bigint }

/**
 * A bridge's part of the cross-chain API. Plain functions over plain objects; every answer about
 * a deposit comes from the chains (or the bridge's own API), never from memory, so any instance
 * answers the same, before and after a restart.
 */
export type BridgeAdapter = {
  kind: string
  /** Every route the bridge serves between its chains. */
  routes(): readonly BridgeRoute[]
  quote(parameters: BridgeQuoteParameters): Promise<BridgeQuote>
  /** The user-signed transactions of a quote, in order. */
  transactions(parameters: BridgeTransactionsParameters): Promise<BridgeTransactionsReturnType>
  /** The deposit made by `txHash`; `undefined` when that transaction is no deposit of this bridge. */
  status(parameters: BridgeStatusParameters): Promise<BridgeDepositStatus | undefined>
  /**
   * A contract on `chainId` that runs calls with the tokens a fill delivers (the recipient of a
   * deposit with a message); absent: the bridge cannot run calls there.
   */
  messageHandler?(chainId: number): Address | undefined
  /** The deposit message that makes the handler run `calls`, and send what is left to `fallbackRecipient`. */
  encodeMessage?(parameters: { calls: readonly BridgeDestinationCall[]; fallbackRecipient: Address }): Hex
}

export type CreateBridgeAdapterParameters<config> = {
  /** Every chain that carries an entry of this bridge. */
  chains: readonly BridgeChain<config>[]
}

/** A fresh sandbox chain as a bridge's sandbox part sees it. */
export type BridgeSandboxDeployContext = {
  client: PublicClient
  chainId: number
  /** Owns the fixture tokens (it may mint them) and holds wrapped native. */
  deployer: Address
  tx: SandboxTxSender
  wrappedNative: Address
  /** The chain's fixture tokens (the wrapped native included). */
  tokens: readonly { address: Address; symbol: string; decimals: number }[]
}

export type BridgeSandboxDeployParameters = {
  context: BridgeSandboxDeployContext
  /** The other sandbox chains, with their tokens (routes are matched by symbol). */
  peers: readonly { chainId: number; tokens: readonly { address: Address; symbol: string; decimals: number }[] }[]
}

/** The bridge's off-chain agent (a relayer): it runs while the sandbox runs. */
export type BridgeAgent = {
  /** Stops acting on new deposits (they stay unfilled, e.g. until they expire). */
  pause(): void
  resume(): void
  /** Stops watching; resolves when nothing of the agent is left running. */
  stop(): Promise<void>
}

export type BridgeStartAgentParameters<config> = {
  chains: readonly { chainId: number; rpcUrl: string; config: config }[]
}

/** How the sandbox deploys a bridge and runs its off-chain agent. */
export type BridgeSandboxPart<config> = {
  /** Deploys the bridge on one fresh chain (after the fixture world); returns the chain's config. */
  deploy(parameters: BridgeSandboxDeployParameters): Promise<config>
  startAgent(parameters: BridgeStartAgentParameters<config>): Promise<BridgeAgent>
}

/** A bridge: everything bridge-specific lives in its plugin, known to the rest by a list. */
export type BridgePlugin<config = unknown> = {
  /** e.g. `bridge-across`; a bridge entry's `kind` selects its plugin. */
  kind: string
  /** Checks a bridge entry's `config` and fills in defaults; throws on a bad config. */
  parseConfig(config: unknown): config
  createAdapter(parameters: CreateBridgeAdapterParameters<config>): BridgeAdapter
  /** Absent: the bridge is not part of the sandbox. */
  sandbox?: BridgeSandboxPart<config> | undefined
}
