import type { NextInitializedTick } from './nextInitializedTickWithinOneWord.js'

/**
 * Where a CL pool keeps its initialised ticks, as the swap loop (`swapOverTicks`) reads them:
 * Uniswap's tick bitmap (`createBitmapTickSource`) or Algebra's linked list
 * (`createLinkedListTickSource`). A later CL kind with another tick storage brings its own.
 */
export type TickSource = {
  /**
   * The next tick a swap from `tick` may stop at in its direction (at or below `tick` when
   * `zeroForOne`, above it otherwise), written into `out`: an initialised tick, or a point the
   * storage can see no further than (a bitmap word's edge), with `initialized` false.
   */
  next(out: NextInitializedTick, tick: number, zeroForOne: boolean): void
  /**
   * The swap crosses the initialised `tick`: its `liquidityNet` (the liquidity that comes in
   * when the price moves up through it). Throws `SimulationError` reason `TICKS_NOT_LOADED`
   * when the tick's data is not loaded.
   */
  cross(tick: number, zeroForOne: boolean): bigint
}
