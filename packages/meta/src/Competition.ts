import type { JsonValue } from '@sluice/core'
import type { Address } from 'viem'

/** A competition as stored (JSON-safe: amounts are decimal strings, times ISO 8601). */
export type Competition = {
  competitionId: string
  chainId: number
  tokenIn: Address
  tokenOut: Address
  amountIn: string
  userAddress: Address
  slippage: number
  tokenInDecimals: number
  availableAggregators: string[]
  createdAt: string
  expiresAt: string
  /** Who may use it: an identifier of the API key it was created with, or `null` (created without a key: anyone). */
  owner: string | null
}

/** One aggregator's latest successful quote in a competition. */
export type StoredQuote = {
  aggregator: string
  /** What it is ranked by: the lesser of the quoted output and what its swap delivered in simulation. */
  amountOut: string
  /** The output the aggregator quoted (handed back to its adapter's `swap`). */
  quotedAmountOut: string
  gasEstimate: string | null
  swapData: JsonValue
  quotedAt: string
}

/** Who creates a competition: the client's address (a client bucket: an IPv4 address, an IPv6 /64). */
export type CompetitionCreator = { client: string }

/** Where competitions live: this process's memory, or Redis shared by several instances. */
export type CompetitionStore = {
  /**
   * Stores a new competition; it is dropped `retentionMs` after its expiry. One created without a
   * key (`owner: null`) counts against the room anonymous clients share and against its `client`'s
   * own limit (the creator's address); one created with a key may also take the room kept for keys.
   */
  create(competition: Competition, creator?: CompetitionCreator): Promise<void>
  /** The competition and its quotes; `undefined` when unknown or dropped. */
  get(competitionId: string): Promise<{ competition: Competition; quotes: StoredQuote[] } | undefined>
  /** Sets the aggregator's quote (replacing an earlier one). */
  putQuote(competitionId: string, quote: StoredQuote): Promise<void>
  /** Removes the aggregator's quote, e.g. after it failed to quote again. */
  deleteQuote(competitionId: string, aggregator: string): Promise<void>
}
