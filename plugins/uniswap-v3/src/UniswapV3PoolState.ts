/**
 * A Uniswap V3 pool's state at a block, as far as swaps need it: `slot0`'s price and tick, the
 * in-range liquidity, and the tick data of a contiguous range of bitmap words.
 *
 * Only the words `minWord..maxWord` (inclusive word positions, a word being 256 compressed
 * ticks: `wordPosition = floor(tick / tickSpacing) >> 8`) are known. A swap that needs a word
 * outside that range fails with `StateNotLoadedError` reason `TICKS_NOT_LOADED` instead of
 * guessing; the store then widens the range (the adapter's `loadState`, `loadUniswapV3State`)
 * and the quote runs again.
 */
export type UniswapV3PoolState = {
  sqrtPriceX96: bigint
  tick: number
  /** In-range liquidity (`liquidity()`). */
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
   * `liquidityNet`): it tells when a `Burn` leaves a tick empty, so following logs can clear it.
   */
  liquidityGross: ReadonlyMap<number, bigint>
}
