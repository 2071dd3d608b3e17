import { getSqrtRatioAtTick, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import type { AlgebraIntegralTick } from './AlgebraIntegralPoolState.js'
import { type SimulateAlgebraIntegralSwapParameters, simulateAlgebraIntegralSwap } from './simulateAlgebraIntegralSwap.js'

// One position over ticks -600..600 around price 1: the pool's linked list MIN ↔ -600 ↔ 600 ↔ MAX.
const L = 10n ** 20n
const ticks = new Map<number, AlgebraIntegralTick>([
  [-600, { liquidityDelta: L, prevTick: MIN_TICK, nextTick: 600 }],
  [600, { liquidityDelta: -L, prevTick: -600, nextTick: MAX_TICK }],
])
const base: SimulateAlgebraIntegralSwapParameters = {
  ticks,
  slot: { sqrtPrice: 2n ** 96n, tick: 0, liquidity: L, prevTick: -600, nextTick: 600 },
  fee: 3000,
  zeroToOne: true,
  amountRequired: 10n ** 18n,
  limitSqrtPrice: MIN_SQRT_RATIO + 1n,
}
const reason = (parameters: Partial<SimulateAlgebraIntegralSwapParameters>) => {
  try {
    simulateAlgebraIntegralSwap({ ...base, ...parameters })
  } catch (error) {
    if (error instanceof SimulationError) return error.reason
    throw error
  }
  return 'none'
}

describe('simulateAlgebraIntegralSwap', () => {
  it('reverts where the pool reverts', () => {
    expect(reason({ amountRequired: 0n })).toBe('zeroAmountRequired')
    expect(reason({ amountRequired: -(2n ** 255n) })).toBe('invalidAmountRequired')
    expect(reason({ slot: { ...base.slot, sqrtPrice: 0n } })).toBe('notInitialized')
    expect(reason({ limitSqrtPrice: 2n ** 96n })).toBe('invalidLimitSqrtPrice')
    expect(reason({ limitSqrtPrice: MIN_SQRT_RATIO })).toBe('invalidLimitSqrtPrice')
    expect(reason({ zeroToOne: false, limitSqrtPrice: MAX_SQRT_RATIO })).toBe('invalidLimitSqrtPrice')
    expect(reason({ fee: 1_000_000 })).toBe('incorrectPluginFee')
  })

  it('crosses the position’s edge and then moves through empty range to the limit, taking only what it used', () => {
    const outcome = simulateAlgebraIntegralSwap({ ...base, amountRequired: 10n ** 30n })
    expect(outcome.ticksCrossed).toBe(1)
    expect(outcome.liquidity).toBe(0n)
    expect(outcome.sqrtPrice).toBe(MIN_SQRT_RATIO + 1n)
    expect(outcome.prevTick).toBe(MIN_TICK)
    expect(outcome.nextTick).toBe(-600)
    expect(outcome.amount0).toBeLessThan(10n ** 30n)
    expect(outcome.amount1).toBeLessThan(0n)
  })

  it('stops at a price limit inside the range, at the limit exactly', () => {
    const limitSqrtPrice = getSqrtRatioAtTick(-100)
    const outcome = simulateAlgebraIntegralSwap({ ...base, amountRequired: 10n ** 24n, limitSqrtPrice })
    expect(outcome.sqrtPrice).toBe(limitSqrtPrice)
    expect(outcome.ticksCrossed).toBe(0)
    expect(outcome.amount0).toBeLessThan(10n ** 24n)
  })

  it('exact out gives exactly what is asked within liquidity', () => {
    const outcome = simulateAlgebraIntegralSwap({ ...base, amountRequired: -(10n ** 17n) })
    expect(outcome.amount1).toBe(-(10n ** 17n))
    expect(outcome.amount0).toBeGreaterThan(10n ** 17n)
  })

  it('fails loudly when it must cross a tick whose data is not loaded', () => {
    expect(reason({ ticks: new Map(), amountRequired: 10n ** 30n })).toBe('TICKS_NOT_LOADED')
  })
})
