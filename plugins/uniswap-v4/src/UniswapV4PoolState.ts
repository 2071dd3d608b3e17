import type { BitmapLiquidityFields } from '@sluice/concentrated-liquidity'

/**
 * A Uniswap V4 pool's state at a block, as far as swaps need it: `slot0` (price, tick, protocol
 * fee, LP fee), the in-range liquidity and the tick data of a contiguous range of bitmap words,
 * read from the PoolManager's storage.
 *
 * Only the words `minWord..maxWord` (inclusive word positions; a word is 256 compressed ticks,
 * `wordPosition = floor(tick / tickSpacing) >> 8`) are known. A swap that needs a word outside
 * that range fails with `SimulationError` reason `TICKS_NOT_LOADED` instead of guessing.
 */
export type UniswapV4PoolState = BitmapLiquidityFields & {
  sqrtPriceX96: bigint
  /** Protocol fee in pips, both directions packed (`zeroForOne` in the low 12 bits, `oneForZero` in the next 12). */
  protocolFee: number
  /** LP fee in pips (the key's fee for a static-fee pool; set by the hook for a dynamic one). */
  lpFee: number
}
