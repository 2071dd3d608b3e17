import { SimulationError } from '@sluice/core'
import { type Address, zeroAddress } from 'viem'
import { addDelta } from './math/addDelta.js'
import { computeSwapStep, type SwapStep } from './math/computeSwapStep.js'
import { INT256_LIMIT, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './math/constants.js'
import { createBitmapWordReader } from './math/createBitmapWordReader.js'
import { getSqrtRatioAtTick } from './math/getSqrtRatioAtTick.js'
import { getTickAtSqrtRatio } from './math/getTickAtSqrtRatio.js'
import { type NextInitializedTick, nextInitializedTickWithinOneWord } from './math/nextInitializedTickWithinOneWord.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

/** The price, tick and liquidity a swap starts from and, in the result, ends at. */
export type UniswapV3Slot = {
  sqrtPriceX96: bigint
  tick: number
  liquidity: bigint
}

export type SimulateUniswapV3SwapParameters = {
  /** The pool's tick data (only `tickSpacing`, the words and `liquidityNet` are read). */
  ticks: Pick<UniswapV3PoolState, 'tickSpacing' | 'minWord' | 'maxWord' | 'bitmap' | 'liquidityNet'>
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

export type SimulateUniswapV3SwapReturnType = UniswapV3Slot & {
  /** The pool's balance change in token0 (positive: the pool receives). */
  amount0: bigint
  /** The pool's balance change in token1. */
  amount1: bigint
  /** Initialised ticks crossed. */
  ticksCrossed: number
  /** Iterations of the swap loop (price ranges walked: initialised ticks and word edges). */
  steps: number
}

const step: SwapStep = { sqrtRatioNextX96: 0n, amountIn: 0n, amountOut: 0n, feeAmount: 0n }
const next: NextInitializedTick = { next: 0, initialized: false }

/**
 * `getSqrtRatioAtTick` of the ticks swaps stop at (initialised ticks and word edges), memoised:
 * the same few thousand ticks come back in every quote. Bounded: cleared when full.
 */
const sqrtRatioCache = new Map<number, bigint>()
const SQRT_RATIO_CACHE_SIZE = 1 << 16

function sqrtRatioAt(tick: number): bigint {
  let ratio = sqrtRatioCache.get(tick)
  if (ratio === undefined) {
    ratio = getSqrtRatioAtTick(tick)
    if (sqrtRatioCache.size >= SQRT_RATIO_CACHE_SIZE) sqrtRatioCache.clear()
    sqrtRatioCache.set(tick, ratio)
  }
  return ratio
}

/**
 * `UniswapV3Pool.swap` without transfers, oracle and fee growth (which do not change amounts):
 * the same loop over ticks, the same math, the same reverts (`AS`, `SPL`, `LS`, `LA`, ...).
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

  const { tickSpacing, minWord, maxWord, bitmap, liquidityNet } = ticks
  const word = createBitmapWordReader({ minWord, maxWord, bitmap, pool })

  const exactInput = amountSpecified > 0n
  let remaining = amountSpecified
  let calculated = 0n
  let sqrtPriceX96 = slot.sqrtPriceX96
  let tick = slot.tick
  let liquidity = slot.liquidity
  let ticksCrossed = 0
  let steps = 0
  // A step that ends inside a price range is the swap's last (its input or output is used up,
  // or the price limit is reached), so the tick of that price is computed only when asked for:
  // quotes never need it.
  let tickStale = false

  while (remaining !== 0n && sqrtPriceX96 !== sqrtPriceLimitX96) {
    const sqrtPriceStartX96 = sqrtPriceX96
    steps++
    if (tickStale) {
      tick = getTickAtSqrtRatio(sqrtPriceX96)
      tickStale = false
    }
    nextInitializedTickWithinOneWord(next, word, tick, tickSpacing, zeroForOne)
    let tickNext = next.next
    if (tickNext < MIN_TICK) tickNext = MIN_TICK
    else if (tickNext > MAX_TICK) tickNext = MAX_TICK
    const sqrtPriceNextX96 = sqrtRatioAt(tickNext)
    const target = (zeroForOne ? sqrtPriceNextX96 < sqrtPriceLimitX96 : sqrtPriceNextX96 > sqrtPriceLimitX96) ? sqrtPriceLimitX96 : sqrtPriceNextX96
    computeSwapStep(step, sqrtPriceX96, target, liquidity, remaining, fee)
    sqrtPriceX96 = step.sqrtRatioNextX96
    if (exactInput) {
      remaining -= step.amountIn + step.feeAmount
      calculated -= step.amountOut
    } else {
      remaining += step.amountOut
      calculated += step.amountIn + step.feeAmount
    }
    if (sqrtPriceX96 === sqrtPriceNextX96) {
      if (next.initialized) {
        const net = liquidityNet.get(tickNext)
        if (net === undefined) throw new SimulationError({ reason: 'TICKS_NOT_LOADED', details: `Tick ${tickNext} is initialised but its data is not loaded.` })
        liquidity = addDelta(liquidity, zeroForOne ? -net : net)
        ticksCrossed++
      }
      tick = zeroForOne ? tickNext - 1 : tickNext
    } else if (sqrtPriceX96 !== sqrtPriceStartX96) {
      tickStale = true
    }
  }
  if (calculated >= INT256_LIMIT || -calculated >= INT256_LIMIT) throw new SimulationError({ reason: 'OVERFLOW', details: 'The swap amount overflows int256.' })

  const specifiedDone = amountSpecified - remaining
  const finalSqrtPriceX96 = sqrtPriceX96
  return {
    sqrtPriceX96,
    get tick() {
      if (tickStale) {
        tick = getTickAtSqrtRatio(finalSqrtPriceX96)
        tickStale = false
      }
      return tick
    },
    liquidity,
    amount0: zeroForOne === exactInput ? specifiedDone : calculated,
    amount1: zeroForOne === exactInput ? calculated : specifiedDone,
    ticksCrossed,
    steps,
  }
}
