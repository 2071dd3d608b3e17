/**
 * A Uniswap V4 pool's state at a block, as far as swaps need it: `slot0` (price, tick, protocol
 * fee, LP fee), the in-range liquidity and the tick data of a contiguous range of bitmap words,
 * read from the PoolManager's storage.
 *
 * Only the words `minWord..maxWord` (inclusive word positions; a word is 256 compressed ticks,
 * `wordPosition = floor(tick / tickSpacing) >> 8`) are known. A swap that needs a word outside
 * that range fails with `SimulationError` reason `TICKS_NOT_LOADED` instead of guessing.
 */
export type UniswapV4PoolState = {
  sqrtPriceX96: bigint
  tick: number
  /** Protocol fee in pips, both directions packed (`zeroForOne` in the low 12 bits, `oneForZero` in the next 12). */
  protocolFee: number
  /** LP fee in pips (the key's fee for a static-fee pool; set by the hook for a dynamic one). */
  lpFee: number
  /** In-range liquidity. */
  liquidity: bigint
  tickSpacing: number
  /** Lowest loaded word position. */
  minWord: number
  /** Highest loaded word position. */
  maxWord: number
  /** Non-zero bitmap words in the loaded range, by word position; a loaded word absent here is zero. */
  bitmap: ReadonlyMap<number, bigint>
  /** `liquidityNet` of every initialised tick in the loaded words, by tick. */
  liquidityNet: ReadonlyMap<number, bigint>
  /**
   * `liquidityGross` of every initialised tick in the loaded words, by tick (the same keys as
   * `liquidityNet`): it tells when a `ModifyLiquidity` leaves a tick empty, so following logs can clear it.
   */
  liquidityGross: ReadonlyMap<number, bigint>
}
