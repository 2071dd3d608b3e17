import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './constants.js'
import { getSqrtRatioAtTick } from './getSqrtRatioAtTick.js'
import { getTickAtSqrtRatio } from './getTickAtSqrtRatio.js'

describe('getTickAtSqrtRatio', () => {
  it('is exact at the ends of the range', () => {
    expect(getTickAtSqrtRatio(MIN_SQRT_RATIO)).toBe(MIN_TICK)
    expect(getTickAtSqrtRatio(MIN_SQRT_RATIO + 1n)).toBe(MIN_TICK)
    expect(getTickAtSqrtRatio(MAX_SQRT_RATIO - 1n)).toBe(MAX_TICK - 1)
  })

  it('is the greatest tick whose ratio is at most the price, for every price', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: MIN_SQRT_RATIO, max: MAX_SQRT_RATIO - 1n }), (price) => {
        const tick = getTickAtSqrtRatio(price)
        expect(getSqrtRatioAtTick(tick) <= price).toBe(true)
        expect(tick === MAX_TICK || getSqrtRatioAtTick(tick + 1) > price).toBe(true)
      }),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(fc.integer({ min: MIN_TICK + 1, max: MAX_TICK - 1 }), (tick) => {
        const ratio = getSqrtRatioAtTick(tick)
        expect(getTickAtSqrtRatio(ratio)).toBe(tick)
        expect(getTickAtSqrtRatio(ratio - 1n)).toBe(tick - 1)
      }),
      { numRuns: 2000 },
    )
  })

  it('reverts R outside the price range', () => {
    expect(() => getTickAtSqrtRatio(MIN_SQRT_RATIO - 1n)).toThrow(expect.objectContaining({ reason: 'R' }))
    expect(() => getTickAtSqrtRatio(MAX_SQRT_RATIO)).toThrow(expect.objectContaining({ reason: 'R' }))
  })
})
