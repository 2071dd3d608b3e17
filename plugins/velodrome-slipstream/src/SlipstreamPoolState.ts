import type { UniswapV3PoolState } from '@sluice/plugin-uniswap-v3'

/**
 * A Slipstream pool's state at a block, as far as swaps need it: Uniswap V3's (price, tick,
 * in-range liquidity, loaded tick words) and the swap fee the pool charges now (`fee()`, the
 * factory's `getSwapFee`), which a fee module may set per pool, unlike V3's fixed tier.
 */
export type SlipstreamPoolState = UniswapV3PoolState & {
  /** Swap fee in millionths. */
  fee: number
}
