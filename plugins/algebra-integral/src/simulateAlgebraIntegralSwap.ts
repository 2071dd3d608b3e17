import {
  createLinkedListTickSource,
  INT256_LIMIT,
  MAX_SQRT_RATIO,
  MIN_SQRT_RATIO,
  type SwapOverTicksReturnType,
  swapOverTicks,
} from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'
import type { AlgebraIntegralPoolState } from './AlgebraIntegralPoolState.js'
import { FEE_DENOMINATOR } from './math/constants.js'
import { movePriceTowardsTarget } from './math/movePriceTowardsTarget.js'

/** Where a swap starts and, in the result, ends: the pool's mutable swap state. */
export type AlgebraIntegralSlot = {
  sqrtPrice: bigint
  tick: number
  liquidity: bigint
  prevTick: number
  nextTick: number
}

export type SimulateAlgebraIntegralSwapParameters = {
  ticks: AlgebraIntegralPoolState['ticks']
  slot: AlgebraIntegralSlot
  /** The swap's fee in millionths (`globalState.lastFee`, or a plugin's override plus its own fee). */
  fee: number
  zeroToOne: boolean
  /** > 0: exact input; < 0: exact output (the pool's `amountRequired`). */
  amountRequired: bigint
  /** The pool's `limitSqrtPrice`. */
  limitSqrtPrice: bigint
}

export type SimulateAlgebraIntegralSwapReturnType = AlgebraIntegralSlot & {
  /** The pool's balance change in token0 (positive: the pool receives). */
  amount0: bigint
  amount1: bigint
  /** Initialised ticks crossed. */
  ticksCrossed: number
}

/** Algebra's `LiquidityMath.addDelta` reverts. */
const LIQUIDITY_REASONS = { below: 'liquiditySub', above: 'liquidityAdd' }

/**
 * `SwapCalculation._calculateSwap` of Algebra Integral without transfers and fee accounting
 * (the community and plugin shares are split off the fee after the amounts are fixed, so they
 * never change what the trader pays or gets): the library's swap loop over the linked list of
 * initialised ticks with Algebra's price movement math, the same reverts (`zeroAmountRequired`,
 * `invalidAmountRequired`, `notInitialized`, `invalidLimitSqrtPrice`, `liquiditySub`, ...).
 * Reaching a tick whose data is not loaded throws reason `TICKS_NOT_LOADED`.
 */
export function simulateAlgebraIntegralSwap({
  ticks,
  slot,
  fee,
  zeroToOne,
  amountRequired,
  limitSqrtPrice,
}: SimulateAlgebraIntegralSwapParameters): SimulateAlgebraIntegralSwapReturnType {
  if (amountRequired === 0n) throw new SimulationError({ reason: 'zeroAmountRequired', details: 'The amount is zero.' })
  if (amountRequired <= -INT256_LIMIT) throw new SimulationError({ reason: 'invalidAmountRequired', details: 'The amount is type(int256).min.' })
  if (amountRequired >= INT256_LIMIT) throw new SimulationError({ reason: 'OVERFLOW', details: `The amount ${amountRequired} does not fit in int256.` })
  if (BigInt(fee) >= FEE_DENOMINATOR) throw new SimulationError({ reason: 'incorrectPluginFee', details: `The fee ${fee} is not below 100%.` })
  if (slot.sqrtPrice === 0n) throw new SimulationError({ reason: 'notInitialized', details: 'The pool has no price yet.' })
  if (zeroToOne ? limitSqrtPrice >= slot.sqrtPrice || limitSqrtPrice <= MIN_SQRT_RATIO : limitSqrtPrice <= slot.sqrtPrice || limitSqrtPrice >= MAX_SQRT_RATIO)
    throw new SimulationError({ reason: 'invalidLimitSqrtPrice', details: `Price limit ${limitSqrtPrice} is on the wrong side of ${slot.sqrtPrice}.` })

  const tickSource = createLinkedListTickSource({ ticks, prevTick: slot.prevTick, nextTick: slot.nextTick })
  const swap = swapOverTicks({
    ticks: tickSource,
    computeSwapStep: movePriceTowardsTarget,
    slot: { sqrtPriceX96: slot.sqrtPrice, tick: slot.tick, liquidity: slot.liquidity },
    fee: BigInt(fee),
    zeroForOne: zeroToOne,
    amountSpecified: amountRequired,
    sqrtPriceLimitX96: limitSqrtPrice,
    liquidityReasons: LIQUIDITY_REASONS,
  })
  return new AlgebraIntegralSwapOutcome(swap, tickSource.prevTick, tickSource.nextTick)
}

/**
 * The outcome, its tick read from the loop's outcome on first use: a class (the getter on its
 * prototype), not an object literal with a getter, which makes a closure for every swap.
 */
class AlgebraIntegralSwapOutcome implements SimulateAlgebraIntegralSwapReturnType {
  readonly sqrtPrice: bigint
  readonly liquidity: bigint
  readonly amount0: bigint
  readonly amount1: bigint
  readonly ticksCrossed: number
  readonly #swap: SwapOverTicksReturnType

  constructor(
    swap: SwapOverTicksReturnType,
    readonly prevTick: number,
    readonly nextTick: number,
  ) {
    this.#swap = swap
    this.sqrtPrice = swap.sqrtPriceX96
    this.liquidity = swap.liquidity
    this.amount0 = swap.amount0
    this.amount1 = swap.amount1
    this.ticksCrossed = swap.ticksCrossed
  }

  get tick(): number {
    return this.#swap.tick
  }
}
