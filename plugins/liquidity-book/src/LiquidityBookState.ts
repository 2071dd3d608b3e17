/** A pair's fee parameters as `getStaticFeeParameters` returns them (set by the factory's owner). */
export type LiquidityBookStaticFeeParameters = {
  baseFactor: number
  /** Seconds since the last update under which a swap keeps the references (`idReference`, `volatilityReference`). */
  filterPeriod: number
  /** Seconds since the last update from which the volatility reference decays to zero. */
  decayPeriod: number
  /** Basis points of the accumulator kept as the next reference (between the two periods). */
  reductionFactor: number
  variableFeeControl: number
  /** Basis points of each fee that go to the protocol (not to the bin). */
  protocolShare: number
  maxVolatilityAccumulator: number
}

/** A pair's variable fee parameters (`getVariableFeeParameters`), updated by swaps and by deposits into the active bin. */
export type LiquidityBookVariableFeeParameters = {
  volatilityAccumulator: number
  volatilityReference: number
  idReference: number
  timeOfLastUpdate: bigint
}

/** One bin with liquidity: its ID and reserves of token X and token Y. */
export type LiquidityBookBin = readonly [id: number, reserveX: bigint, reserveY: bigint]

/** One Liquidity Book pair's state at a block, as `track` reads it and the simulator uses it. */
export type LiquidityBookState = {
  binStep: number
  activeId: number
  staticFee: LiquidityBookStaticFeeParameters
  variableFee: LiquidityBookVariableFeeParameters
  /** The bins with liquidity within `window`, by ascending ID. */
  bins: readonly LiquidityBookBin[]
  /** The IDs read (inclusive): bins outside are unknown to the simulator. */
  window: readonly [low: number, high: number]
  /** Whether the pair has liquidity below and above `window` (`getNextNonEmptyBin` from its ends). */
  beyond: readonly [below: boolean, above: boolean]
  /**
   * Unix seconds a swap is simulated at: the state's block's timestamp plus one (the earliest next
   * block). The variable fee depends on it only through the time since `timeOfLastUpdate` against
   * the filter and decay periods.
   */
  timestamp: bigint
}
