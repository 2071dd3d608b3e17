/** One initialised tick of an Algebra Integral pool: its net liquidity and its links. */
export type AlgebraIntegralTick = {
  /** Liquidity added when the price crosses the tick upwards (removed downwards). */
  liquidityDelta: bigint
  /** The previous and next initialised ticks (the pool keeps its ticks in a linked list). */
  prevTick: number
  nextTick: number
}

/**
 * An Algebra Integral pool's state at a block, as far as swaps need it: `globalState` (price,
 * tick, current fee, plugin config, community fee), the active liquidity, the nearest
 * initialised ticks below and above (`prevTickGlobal`, `nextTickGlobal`) and every initialised
 * tick. A swap walks the ticks' links, as the pool does.
 */
export type AlgebraIntegralPoolState = {
  sqrtPrice: bigint
  tick: number
  /**
   * The fee of the next swap in millionths: the pool's `fee()`, which is `globalState.lastFee`,
   * or with a dynamic-fee plugin the plugin's current fee (`getCurrentFee`).
   */
  fee: number
  /** `globalState.lastFee`: the fee stored in the pool (a plugin's override leaves it as it was). */
  lastFee: number
  /** `globalState.pluginConfig`: which plugin hooks the pool calls. */
  pluginConfig: number
  /** `globalState.communityFee` in thousandths of the fee: the protocol's share, not the trader's cost. */
  communityFee: number
  liquidity: bigint
  prevTick: number
  nextTick: number
  tickSpacing: number
  ticks: ReadonlyMap<number, AlgebraIntegralTick>
}
