import { SimulationError } from '@sluice/core'
import { getSqrtRatioAtTick, getTickAtSqrtRatio, MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@sluice/plugin-uniswap-v3'
import type { AlgebraIntegralPoolState } from './AlgebraIntegralPoolState.js'
import { addDelta } from './math/addDelta.js'
import { FEE_DENOMINATOR, INT256_LIMIT } from './math/constants.js'
import { movePriceTowardsTarget, type PriceMovement } from './math/movePriceTowardsTarget.js'

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

const step: PriceMovement = { resultPrice: 0n, input: 0n, output: 0n, feeAmount: 0n }

/** `getSqrtRatioAtTick` of the ticks swaps stop at, memoised (bounded: cleared when full). */
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

function checkInt256(value: bigint): bigint {
  if (value >= INT256_LIMIT || value < -INT256_LIMIT) throw new SimulationError({ reason: 'OVERFLOW', details: 'The swap amount overflows int256.' })
  return value
}

/**
 * `SwapCalculation._calculateSwap` of Algebra Integral without transfers and fee accounting
 * (the community and plugin shares are split off the fee after the amounts are fixed, so they
 * never change what the trader pays or gets): the same walk over the linked list of initialised
 * ticks, the same price movement math, the same reverts (`zeroAmountRequired`,
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

  const feeBig = BigInt(fee)
  const exactInput = amountRequired > 0n
  let remaining = amountRequired
  let calculated = 0n
  let { sqrtPrice, tick, liquidity, prevTick, nextTick } = slot
  let ticksCrossed = 0

  do {
    const target = zeroToOne ? prevTick : nextTick
    const stepSqrtPrice = sqrtPrice
    const nextTickPrice = sqrtRatioAt(target)
    movePriceTowardsTarget(
      step,
      zeroToOne,
      sqrtPrice,
      zeroToOne === nextTickPrice < limitSqrtPrice ? limitSqrtPrice : nextTickPrice,
      liquidity,
      remaining,
      feeBig,
    )
    sqrtPrice = step.resultPrice
    if (exactInput) {
      remaining -= checkInt256(step.input + step.feeAmount)
      calculated = checkInt256(calculated - checkInt256(step.output))
    } else {
      remaining += checkInt256(step.output)
      calculated = checkInt256(calculated + checkInt256(step.input + step.feeAmount))
    }
    if (sqrtPrice === nextTickPrice) {
      const data = ticks.get(target)
      if (data === undefined) throw new SimulationError({ reason: 'TICKS_NOT_LOADED', details: `Tick ${target} is crossed but its data is not loaded.` })
      ticksCrossed++
      if (zeroToOne) {
        liquidity = addDelta(liquidity, -data.liquidityDelta)
        prevTick = data.prevTick
        tick = target - 1
        nextTick = target
      } else {
        liquidity = addDelta(liquidity, data.liquidityDelta)
        nextTick = data.nextTick
        tick = target
        prevTick = target
      }
    } else if (sqrtPrice !== stepSqrtPrice) {
      // The price stopped inside the range: the amount is used up.
      tick = getTickAtSqrtRatio(sqrtPrice)
      break
    }
  } while (remaining !== 0n && sqrtPrice !== limitSqrtPrice)

  const spent = amountRequired - remaining
  return {
    sqrtPrice,
    tick,
    liquidity,
    prevTick,
    nextTick,
    amount0: zeroToOne === exactInput ? spent : calculated,
    amount1: zeroToOne === exactInput ? calculated : spent,
    ticksCrossed,
  }
}
