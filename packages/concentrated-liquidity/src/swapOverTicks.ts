import { SimulationError } from '@sluice/core'
import { type AddDeltaReasons, addDelta } from './addDelta.js'
import { cachedSqrtRatioAtTick } from './cachedSqrtRatioAtTick.js'
import type { SwapStep } from './computeSwapStep.js'
import { INT256_LIMIT, MAX_TICK, MIN_TICK } from './constants.js'
import { getTickAtSqrtRatio } from './getTickAtSqrtRatio.js'
import type { NextInitializedTick } from './nextInitializedTickWithinOneWord.js'
import type { TickSource } from './TickSource.js'

/** The price, tick and liquidity a swap starts from and, in the result, ends at. */
export type SwapSlot = {
  sqrtPriceX96: bigint
  tick: number
  liquidity: bigint
}

/**
 * A CL kind's swap step (its `SwapMath.computeSwapStep`, Algebra's `movePriceTowardsTarget`):
 * moves the price from `sqrtPriceCurrentX96` towards `sqrtPriceTargetX96` in one range of
 * `liquidity`, with `amountRemaining` > 0 the input left (exact in) or < 0 the output still
 * wanted (exact out), and `fee` in millionths; writes into `out` and returns it. The fee model
 * is the kind's own.
 */
export type ComputeSwapStepFunction = (
  out: SwapStep,
  sqrtPriceCurrentX96: bigint,
  sqrtPriceTargetX96: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  fee: bigint,
) => SwapStep

export type SwapOverTicksParameters = {
  /** Where the pool keeps its initialised ticks. */
  ticks: TickSource
  /** The kind's swap step. */
  computeSwapStep: ComputeSwapStepFunction
  /** Where the swap starts. */
  slot: SwapSlot
  /** The swap's fee in millionths, as `computeSwapStep` takes it. */
  fee: bigint
  zeroForOne: boolean
  /** > 0: exact input; < 0: exact output (the pool's balance change in the specified token). */
  amountSpecified: bigint
  /** The price the swap stops at, already checked by the caller to lie beyond the start. */
  sqrtPriceLimitX96: bigint
  /** The pool's revert reasons for liquidity below zero or above uint128 (default Uniswap's). */
  liquidityReasons?: AddDeltaReasons | undefined
}

export type SwapOverTicksReturnType = SwapSlot & {
  /** The pool's balance change in token0 (positive: the pool receives). */
  amount0: bigint
  /** The pool's balance change in token1. */
  amount1: bigint
  /** Initialised ticks crossed. */
  ticksCrossed: number
  /** Iterations of the swap loop (price ranges walked: initialised ticks and the source's edges). */
  steps: number
}

const step: SwapStep = { sqrtPriceNextX96: 0n, amountIn: 0n, amountOut: 0n, feeAmount: 0n }
const next: NextInitializedTick = { next: 0, initialized: false }

/** `SafeCast.toInt256` and signed overflow: the pools revert on an amount beyond int256. */
function int256(value: bigint): bigint {
  if (value >= INT256_LIMIT || value < -INT256_LIMIT) throw new SimulationError({ reason: 'OVERFLOW', details: 'The swap amount overflows int256.' })
  return value
}

/**
 * The swap loop of a concentrated-liquidity pool (Uniswap V3's `swap`, V4's `Pool.swap`,
 * Algebra's `_calculateSwap`) without transfers, oracle and fee growth, which do not change the
 * amounts: walk from one tick the source names to the next, move the price with the kind's step
 * function until the amount is used up or the limit reached, and at each initialised tick
 * reached, cross it (its `liquidityNet` in or out). The caller checks the amount and the price
 * limit first, with its pool's own reverts. The tick of a price that stops inside a range is
 * computed only when asked for (the result's `tick` is a getter): quotes never need it.
 */
export function swapOverTicks({
  ticks,
  computeSwapStep,
  slot,
  fee,
  zeroForOne,
  amountSpecified,
  sqrtPriceLimitX96,
  liquidityReasons,
}: SwapOverTicksParameters): SwapOverTicksReturnType {
  const exactInput = amountSpecified > 0n
  let remaining = amountSpecified
  let calculated = 0n
  let sqrtPriceX96 = slot.sqrtPriceX96
  let tick = slot.tick
  let liquidity = slot.liquidity
  let ticksCrossed = 0
  let steps = 0
  // A step that ends inside a price range is the swap's last (its input or output is used up,
  // or the price limit is reached), so the tick of that price is computed only when needed.
  let tickStale = false

  while (remaining !== 0n && sqrtPriceX96 !== sqrtPriceLimitX96) {
    const sqrtPriceStartX96 = sqrtPriceX96
    steps++
    if (tickStale) {
      tick = getTickAtSqrtRatio(sqrtPriceX96)
      tickStale = false
    }
    ticks.next(next, tick, zeroForOne)
    const tickNext = next.next < MIN_TICK ? MIN_TICK : next.next > MAX_TICK ? MAX_TICK : next.next
    const sqrtPriceNextX96 = cachedSqrtRatioAtTick(tickNext)
    // The next tick's price, unless the limit comes first.
    const target = (zeroForOne ? sqrtPriceNextX96 < sqrtPriceLimitX96 : sqrtPriceNextX96 > sqrtPriceLimitX96) ? sqrtPriceLimitX96 : sqrtPriceNextX96
    computeSwapStep(step, sqrtPriceX96, target, liquidity, remaining, fee)
    sqrtPriceX96 = step.sqrtPriceNextX96
    if (exactInput) {
      remaining -= int256(step.amountIn + step.feeAmount)
      calculated = int256(calculated - int256(step.amountOut))
    } else {
      remaining += int256(step.amountOut)
      calculated = int256(calculated + int256(step.amountIn + step.feeAmount))
    }
    if (sqrtPriceX96 === sqrtPriceNextX96) {
      if (next.initialized) {
        const net = ticks.cross(tickNext, zeroForOne)
        liquidity = addDelta(liquidity, zeroForOne ? -net : net, liquidityReasons)
        ticksCrossed++
      }
      tick = zeroForOne ? tickNext - 1 : tickNext
    } else if (sqrtPriceX96 !== sqrtPriceStartX96) {
      tickStale = true
    }
  }

  const specifiedDone = amountSpecified - remaining
  return new SwapOutcome(
    sqrtPriceX96,
    tickStale ? undefined : tick,
    liquidity,
    zeroForOne === exactInput ? specifiedDone : calculated,
    zeroForOne === exactInput ? calculated : specifiedDone,
    ticksCrossed,
    steps,
  )
}

/**
 * A swap's outcome whose tick, when the price stopped inside a range, is computed on first read:
 * a class (its getter on the prototype), not an object literal with a getter, which would make a
 * closure for every swap and keep the loop's variables in a context of their own.
 */
class SwapOutcome implements SwapOverTicksReturnType {
  #tick: number | undefined
  constructor(
    readonly sqrtPriceX96: bigint,
    tick: number | undefined,
    readonly liquidity: bigint,
    readonly amount0: bigint,
    readonly amount1: bigint,
    readonly ticksCrossed: number,
    readonly steps: number,
  ) {
    this.#tick = tick
  }

  get tick(): number {
    this.#tick ??= getTickAtSqrtRatio(this.sqrtPriceX96)
    return this.#tick
  }
}
