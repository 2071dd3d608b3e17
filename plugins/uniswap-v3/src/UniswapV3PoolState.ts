import type { BitmapLiquidityFields } from '@sluice/concentrated-liquidity'

/**
 * A Uniswap V3 pool's state at a block, as far as swaps need it: `slot0`'s price and tick, the
 * in-range liquidity (`liquidity()`), and the tick data of a contiguous range of bitmap words.
 *
 * Only the words `minWord..maxWord` (inclusive word positions, a word being 256 compressed
 * ticks: `wordPosition = floor(tick / tickSpacing) >> 8`) are known. A swap that needs a word
 * outside that range fails with `StateNotLoadedError` reason `TICKS_NOT_LOADED` instead of
 * guessing; the store then widens the range (the adapter's `loadState`, `loadUniswapV3State`)
 * and the quote runs again.
 */
export type UniswapV3PoolState = BitmapLiquidityFields & {
  sqrtPriceX96: bigint
}
