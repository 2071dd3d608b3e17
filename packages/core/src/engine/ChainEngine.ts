import type { Address, Hex } from 'viem'
import type { PoolId } from '../types/Pool.js'
import type { Route, SwapMode } from '../types/Route.js'
import type { SourceInfo } from '../types/SourceAdapter.js'
import type { Token } from '../types/Token.js'
import type { PositionManagerEntry } from './findPositionManager.js'

/** A token as the API shows it: its metadata and a USD price per whole token. */
export type PricedToken = Token & { priceUsd: number }

/** The partner fee a request asks for (resolved from the caller's API key). */
export type PartnerFee = {
  bps: number
  partnerId: number
  recipient: Address
}

export type EngineQuoteParameters = {
  tokenIn: Address
  tokenOut: Address
  mode: SwapMode
  /** `amountIn` in sell mode, `amountOut` in buy mode (wei). */
  amount: bigint
  /** Tolerance as a fraction (0.005 = 0.5%). */
  slippage: number
  partnerFee?: PartnerFee | undefined
  includedSources?: readonly number[] | undefined
  excludedSources?: readonly number[] | undefined
}

/** A quote in domain terms: bigint amounts, what the user spends and receives. */
export type EngineQuote = {
  route: Route
  /** What the user spends, partner fee included (wei). */
  amountIn: bigint
  /** What the user receives before slippage, partner fee deducted (wei). */
  amountOut: bigint
  /** Sell mode: the least the router lets the user receive. */
  minOutputAmount?: bigint | undefined
  /** Buy mode: the most the router lets the user spend. */
  maxInputAmount?: bigint | undefined
  /** The partner fee taken in the output token, when one applies. */
  partnerFee?: (PartnerFee & { amount: bigint; token: Address }) | undefined
  /**
   * The same order on the best single path alone, on the same terms: what the user would receive
   * (sell) or spend (buy) without splitting. Equals `amountOut`/`amountIn` when the route is one
   * path; absent when no single path carries the amount.
   */
  bestSinglePathAmount?: bigint | undefined
  /** Loss against the spot price in percent; `null` when no price is known. */
  priceImpactPct: number | null
  /** Every token in the route (input, intermediates, output) with its price. */
  tokens: PricedToken[]
  blockNumber: bigint
}

export type EngineSwapParameters = EngineQuoteParameters & {
  userAddress: Address
  approveMax: boolean
  /**
   * Who receives the output, written into the calldata; absent: the router's caller (the user,
   * when the user sends the swap). Give it when a contract sends the swap for the user.
   */
  recipient?: Address | undefined
}

export type EngineTransaction = {
  to: Address
  data: Hex
  value: bigint
  from: Address
}

export type EngineSwap = {
  quote: EngineQuote
  /** The router the swap transaction calls. */
  to: Address
  /** Router calldata of the swap transaction. */
  calldata: Hex
  /** Approve (when needed), then the swap; each with its explanation. */
  transactions: EngineTransaction[]
  transactionExplanations: string[]
  /** Estimated gas cost of the transactions in native wei; `null` when unknown. */
  txCostNative: bigint | null
  txCostUsd: number | null
}

export type EngineZapParameters = {
  userAddress: Address
  /** The input; the native token is `NATIVE_TOKEN_ADDRESS`. */
  tokenIn: Address
  amountIn: bigint
  /** The pool (`Pool.id`). */
  poolAddress: PoolId
  positionManager: Address
  tickLower: number
  tickUpper: number
  /** Increase this position; absent: mint a new one. */
  positionId?: bigint | undefined
  slippage: number
  partnerFee?: PartnerFee | undefined
  stake: boolean
  approveMax: boolean
  /** The least of a pool token the position must take, per token. */
  constraints: readonly (readonly [Address, bigint])[]
  includedSources?: readonly number[] | undefined
  excludedSources?: readonly number[] | undefined
}

export type EngineRebalanceParameters = {
  userAddress: Address
  positionManager: Address
  positionId: bigint
  tickLower?: number | undefined
  tickUpper?: number | undefined
  /** The new position's pool (`Pool.id`); absent: the position's own. */
  poolAddress?: PoolId | undefined
  slippage: number
  partnerFee?: PartnerFee | undefined
  stake: boolean
  approveMax: boolean
  includedSources?: readonly number[] | undefined
  excludedSources?: readonly number[] | undefined
}

/** What zap and rebalance quotes share: the swaps, the user's balance changes and the liquidity. */
export type EngineLiquidityQuote = {
  /** The position's pool (`Pool.id`). */
  poolAddress: PoolId
  /** The sell routes the transaction runs, in order. */
  routes: Route[]
  tokens: PricedToken[]
  /** Per token, the change of the user's balance (negative: spent). */
  sourcesAndSinks: (readonly [Address, bigint])[]
  /** The liquidity the transaction adds (mint: the new position's; increase: the increment). */
  liquidity: bigint
  blockNumber: bigint
  partnerFee?: (PartnerFee & { amounts: (readonly [Address, bigint])[] }) | undefined
}

export type EngineZap = {
  quote: EngineLiquidityQuote & { tokenIn: Address; amountIn: bigint }
  to: Address
  swapLogic: Address
  calldata: Hex
  transactions: EngineTransaction[]
  transactionExplanations: string[]
  txCostNative: bigint | null
  txCostUsd: number | null
}

export type EngineRebalance = Omit<EngineZap, 'quote'> & {
  quote: EngineLiquidityQuote & {
    positionId: bigint
    tickLower: number
    tickUpper: number
    /** ln(executed rate / marginal rate) of the swap; 0 without one. */
    logPriceImpact: number
    variableMin: readonly [Address, bigint]
  }
}

/** The pool state moved to a new block: the pools a log changed (`logs`) or every pool (`full`, read anew), and the pools found. */
export type EngineStateChange = {
  blockNumber: bigint
  kind: 'full' | 'logs'
  changed: readonly PoolId[]
  added: readonly PoolId[]
}

export type ChainHealth = {
  chainId: number
  /** Whether quotes can be served right now. */
  ok: boolean
  /** Latest block head seen from the RPC node; `null` before the first. */
  headBlock: bigint | null
  /** Block of the pool state quotes are served from; `null` before the first sync. */
  stateBlock: bigint | null
  /** Seconds since the pool state was last brought up to date; `null` before the first sync. */
  stateAgeSeconds: number | null
  /** Why the chain is not ok. */
  problem?: string | undefined
}

/** What the engine of one chain needs to know of it. */
export type ChainEngineConfig = {
  chainId: number
  name: string
  wrappedNative: Address
  /** Tokens whose USD price is taken as 1 (prices of the others derive from them). */
  stableTokens: readonly Address[]
  /** Sluice's router on the chain; without it the chain serves quotes only. */
  router?: Address | undefined
  /** Sluice's swap logic (zap and rebalance answers name it). */
  swapLogic?: Address | undefined
  /** The position managers of the chain's sources that zap and rebalance serve (`listPositionManagers`). */
  positionManagers?: readonly PositionManagerEntry[] | undefined
  /** Seconds a swap transaction stays valid (its deadline) after the quote. */
  swapDeadlineSeconds: number
  /**
   * The most gas one transaction may use on the chain (e.g. 2,000,000 on HyperEVM, whose fast
   * blocks hold 2M gas): routes are chosen to fit it and transaction gas limits never exceed it;
   * absent: no limit.
   */
  blockGasLimit?: bigint | undefined
}

/**
 * Everything the server needs from the routing engine of one chain. The server owns HTTP,
 * validation and formatting; the engine owns tokens, pool state, routing and encoding.
 * Engine methods throw `BaseError` subclasses (the server maps their `code` to HTTP).
 */
export type ChainEngine = {
  readonly chainId: number
  readonly name: string
  /** Liquidity sources of the chain, by ascending ID. */
  sources(): SourceInfo[]
  /**
   * A token the engine can route, by checksummed address (the native token included); throws
   * (`ChainUnavailableError`/`StaleStateError`) while the chain's tokens are not known yet.
   */
  token(address: Address): Token | undefined
  /**
   * Every token the engine can route (the native token first, then every pool token), with its
   * USD price from the current pool state (0 when no price path exists).
   */
  tokens(): PricedToken[]
  quote(parameters: EngineQuoteParameters): Promise<EngineQuote>
  swap(parameters: EngineSwapParameters): Promise<EngineSwap>
  /** Zap into a concentrated-liquidity position; absent where the engine has no zap. */
  zap?(parameters: EngineZapParameters): Promise<EngineZap>
  /** Rebalance a concentrated-liquidity position; absent where the engine has no rebalance. */
  rebalance?(parameters: EngineRebalanceParameters): Promise<EngineRebalance>
  health(): Promise<ChainHealth>
  /**
   * Calls `listener` each time the pool state moves to a new block (or is read anew), with the
   * pools that changed; returns what removes it. Absent where the engine follows no chain.
   */
  onStateChange?(listener: (change: EngineStateChange) => void): () => void
  /** Stops background work (block following); the engine is unusable afterwards. */
  close(): Promise<void>
}
