import {
  computeSwapStep,
  createBitmapTickSource,
  MAX_SQRT_RATIO,
  MIN_SQRT_RATIO,
  type SwapOverTicksReturnType,
  type SwapSlot,
  swapOverTicks,
} from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'
import { type Address, zeroAddress } from 'viem'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

/** The price, tick and liquidity a swap starts from and, in the result, ends at. */
export type UniswapV3Slot = SwapSlot

export type SimulateUniswapV3SwapParameters = {
  /** The pool's tick data. */
  ticks: Pick<UniswapV3PoolState, 'tickSpacing' | 'minWord' | 'maxWord' | 'tickTable'>
  /** Where the swap starts. */
  slot: UniswapV3Slot
  /** Fee in millionths. */
  fee: number
  zeroForOne: boolean
  /** > 0: exact input; < 0: exact output (the pool's `amountSpecified`). */
  amountSpecified: bigint
  /** The pool's `sqrtPriceLimitX96`. */
  sqrtPriceLimitX96: bigint
  /** The pool, named in the `StateNotLoadedError` of a swap beyond the loaded words. */
  pool?: Address | undefined
}

/** What a V3 simulator asks its adapter to load (`StateNotLoadedError.request`): the bitmap word it reached. */
export type UniswapV3StateRequest = { word: number }

export type SimulateUniswapV3SwapReturnType = SwapOverTicksReturnType

/**
 * `UniswapV3Pool.swap` without transfers, oracle and fee growth (which do not change amounts):
 * the library's loop over the tick bitmap with V3's `SwapMath.computeSwapStep`, the same reverts
 * (`AS`, `SPL`, `LS`, `LA`, ...).
 * Reaching a bitmap word that is not loaded throws `StateNotLoadedError` (a `SimulationError`)
 * reason `TICKS_NOT_LOADED`, whose request (`UniswapV3StateRequest`) names the word.
 */
export function simulateUniswapV3Swap({
  ticks,
  slot,
  fee,
  zeroForOne,
  amountSpecified,
  sqrtPriceLimitX96,
  pool = zeroAddress,
}: SimulateUniswapV3SwapParameters): SimulateUniswapV3SwapReturnType {
  if (amountSpecified === 0n) throw new SimulationError({ reason: 'AS', details: 'The amount is zero.' })
  if (
    zeroForOne
      ? !(sqrtPriceLimitX96 < slot.sqrtPriceX96 && sqrtPriceLimitX96 > MIN_SQRT_RATIO)
      : !(sqrtPriceLimitX96 > slot.sqrtPriceX96 && sqrtPriceLimitX96 < MAX_SQRT_RATIO)
  )
    throw new SimulationError({ reason: 'SPL', details: `Price limit ${sqrtPriceLimitX96} is on the wrong side of ${slot.sqrtPriceX96}.` })

  return swapOverTicks({
    ticks: createBitmapTickSource({
      tickSpacing: ticks.tickSpacing,
      minWord: ticks.minWord,
      maxWord: ticks.maxWord,
      tickTable: ticks.tickTable,
      pool,
    }),
    computeSwapStep,
    slot,
    fee: BigInt(fee),
    zeroForOne,
    amountSpecified,
    sqrtPriceLimitX96,
  })
}
