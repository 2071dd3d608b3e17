import { describe, expect, it } from 'vitest'
import { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK, Q96 } from './constants.js'
import { getSqrtRatioAtTick } from './getSqrtRatioAtTick.js'

describe('getSqrtRatioAtTick', () => {
  it('gives the contract constants at the ends and 1.0 at tick 0', () => {
    expect(getSqrtRatioAtTick(MIN_TICK)).toBe(MIN_SQRT_RATIO)
    expect(getSqrtRatioAtTick(MAX_TICK)).toBe(MAX_SQRT_RATIO)
    expect(getSqrtRatioAtTick(0)).toBe(Q96)
  })

  it('gives the values of TickMath for known ticks', () => {
    expect(getSqrtRatioAtTick(MIN_TICK + 1)).toBe(4295343490n)
    expect(getSqrtRatioAtTick(MAX_TICK - 1)).toBe(1461373636630004318706518188784493106690254656249n)
  })

  it('is close to √1.0001^tick (a float reference) and strictly increasing', () => {
    let previous = 0n
    for (let tick = MIN_TICK; tick <= MAX_TICK; tick += 8191) {
      const value = getSqrtRatioAtTick(tick)
      expect(value > previous).toBe(true)
      previous = value
      const exact = Math.sqrt(1.0001) ** tick
      const ratio = Number(value) / Number(Q96)
      expect(Math.abs(ratio / exact - 1)).toBeLessThan(1e-8)
    }
  })

  it('reverts T outside the tick range', () => {
    expect(() => getSqrtRatioAtTick(MIN_TICK - 1)).toThrow(expect.objectContaining({ reason: 'T' }))
    expect(() => getSqrtRatioAtTick(MAX_TICK + 1)).toThrow(expect.objectContaining({ reason: 'T' }))
  })
})
