import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { alignedTick } from './alignedTick.js'
import { MAX_TICK, MIN_TICK } from './constants.js'
import { getSqrtRatioAtTick } from './getSqrtRatioAtTick.js'
import { priceFraction } from './priceFraction.js'

/** ratio(tick)² compared with price · 2¹⁹², exactly: negative, zero or positive. */
const compareTickToPrice = (tick: number, price: number): bigint => {
  const { numerator, denominator } = priceFraction(price)
  const ratio = getSqrtRatioAtTick(tick)
  return ratio * ratio * denominator - (numerator << 192n)
}

describe('alignedTick', () => {
  it('keeps a price that is exactly an aligned tick, rounding either way', () => {
    expect(alignedTick({ price: 1, tickSpacing: 60, round: 'down' })).toBe(0)
    expect(alignedTick({ price: 1, tickSpacing: 60, round: 'up' })).toBe(0)
  })

  it('brackets the price with TickMath: the aligned tick down is at or below it, the next one above', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-30, max: 1e30, noNaN: true }), fc.constantFrom(1, 10, 60, 200), (price, tickSpacing) => {
        const down = alignedTick({ price, tickSpacing, round: 'down' })
        const up = alignedTick({ price, tickSpacing, round: 'up' })
        expect(Math.abs(down % tickSpacing)).toBe(0)
        expect(Math.abs(up % tickSpacing)).toBe(0)
        expect(compareTickToPrice(down, price)).toBeLessThanOrEqual(0n)
        expect(compareTickToPrice(down + tickSpacing, price)).toBeGreaterThan(0n)
        expect(compareTickToPrice(up, price)).toBeGreaterThanOrEqual(0n)
        expect(compareTickToPrice(up - tickSpacing, price)).toBeLessThan(0n)
      }),
    )
  })

  it('clamps to the usable range: 0 and Infinity are its ends', () => {
    expect(alignedTick({ price: 0, tickSpacing: 60, round: 'down' })).toBe(Math.ceil(MIN_TICK / 60) * 60)
    expect(alignedTick({ price: 1e-60, tickSpacing: 60, round: 'up' })).toBe(Math.ceil(MIN_TICK / 60) * 60)
    expect(alignedTick({ price: Number.POSITIVE_INFINITY, tickSpacing: 60, round: 'up' })).toBe(Math.floor(MAX_TICK / 60) * 60)
    expect(alignedTick({ price: 1e60, tickSpacing: 60, round: 'down' })).toBe(Math.floor(MAX_TICK / 60) * 60)
  })
})
