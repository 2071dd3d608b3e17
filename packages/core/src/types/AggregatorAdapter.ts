import type { Address, Hex, PublicClient } from 'viem'

/** A value that survives `JSON.stringify` / `JSON.parse` unchanged (competitions may live in Redis). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** One sell order, as a competition asks every aggregator to quote it. */
export type AggregatorQuoteRequest = {
  chainId: number
  /** Checksummed; the native token is `NATIVE_TOKEN_ADDRESS`. */
  tokenIn: Address
  tokenOut: Address
  /** Exact input in wei. */
  amountIn: bigint
  /** The wallet that will send the swap and receive the output. */
  userAddress: Address
  /** Tolerance as a fraction (0.005 = 0.5%); the swap must enforce at least `amountOut * (1 - slippage)`. */
  slippage: number
  tokenInDecimals: number
  /** Aborted by the caller when its per-request timeout elapses; adapters hand it to their I/O. */
  signal?: AbortSignal | undefined
}

/** An aggregator's answer in common terms. */
export type AggregatorQuote = {
  /** What the user receives, after the aggregator's own fees and before slippage (wei). */
  amountOut: bigint
  /** Gas units of the swap transaction as the aggregator estimates them; `null` when it gives none. */
  gasEstimate: bigint | null
  /** Whatever the adapter's `swap` needs later (a route, a path ID); stored with the competition as JSON. */
  swapData: JsonValue
}

export type AggregatorSwapRequest = AggregatorQuoteRequest & {
  /** The quote this adapter gave for the same request. */
  quote: AggregatorQuote
}

/** The transaction that executes a quote. */
export type AggregatorSwap = {
  to: Address
  data: Hex
  /** Native value to send (native-token sells). */
  value: bigint
  /** The contract the user approves for `tokenIn` (may differ from `to`). */
  allowanceTarget: Address
  /** Output the transaction is expected to deliver (wei), after the aggregator's fees. */
  amountOut: bigint
}

/**
 * The contracts an aggregator's transactions may involve on one chain, as its adapter declares
 * them (from the aggregator's published deployments or the adapter's config, never from an
 * answer): the meta aggregator refuses a transaction whose `to` or `allowanceTarget` is not listed.
 */
export type AggregatorContracts = {
  /** Contracts a swap transaction may be sent to. */
  to: readonly Address[]
  /** Contracts the user may be asked to approve for `tokenIn`. */
  allowanceTargets: readonly Address[]
}

/**
 * One aggregator the meta aggregator can ask: this server's engine, another Sluice server, a
 * DEX's own contracts, an external API. Adapters throw core errors (`NoRouteFoundError`,
 * `AggregatorRequestError`, ...). Timeouts are the caller's: it aborts `signal` and stops waiting.
 */
export type AggregatorAdapter = {
  /** Unique name, used in `?aggregator=` and in results. */
  readonly name: string
  /** Chain IDs the adapter can quote on. */
  readonly chains: readonly number[]
  /** The contracts its transactions may call and be approved on `chainId` (empty lists where it does not serve the chain). */
  contracts(chainId: number): AggregatorContracts
  quote(request: AggregatorQuoteRequest): Promise<AggregatorQuote>
  swap(request: AggregatorSwapRequest): Promise<AggregatorSwap>
}

/** What a host (the server) tells an aggregator plugin about each chain it serves. */
export type AggregatorChainContext = {
  chainId: number
  client: PublicClient
  wrappedNative: Address
  multicall3: Address
}

export type CreateAggregatorAdapterParameters<config> = {
  /** The plugin's config, as `parseConfig` returned it. */
  config: config
  chains: readonly AggregatorChainContext[]
}

export type AggregatorSandboxConfigParameters = {
  /** The sandbox's chains, each with its source entries (`kind` and the plugin's `config`). */
  chains: readonly { chainId: number; sources: readonly { name: string; kind: string; config: unknown }[] }[]
}

/** An aggregator type, registered by `name`: its config schema and how to build its adapter. */
export type AggregatorPlugin<config = unknown> = {
  /** A `meta.aggregators` entry's `plugin` selects the plugin by this name. */
  name: string
  /** Checks the config entry and fills in defaults; throws a `BaseError` naming the problem. */
  parseConfig(config: unknown): config
  createAdapter(parameters: CreateAggregatorAdapterParameters<config>): AggregatorAdapter
  /**
   * Optional: the plugin's config on a sandbox, from its chains' sources; `sluice start` without a
   * config file offers the aggregator with it. Undefined (or absent): not offered there.
   */
  sandboxConfig?(parameters: AggregatorSandboxConfigParameters): config | undefined
}
