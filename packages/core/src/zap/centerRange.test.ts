import { describe, expect, it } from 'vitest'
import { centerRange } from './centerRange.js'

const range = (tick: number, tickSpacing = 60) => ({ tick, tickSpacing, minTick: -887220, maxTick: 887220 })

describe('centerRange', () => {
  it('keeps the width, aligned to the spacing, with the current tick inside', () => {
    for (const tick of [-100_001, -61, -60, -1, 0, 1, 59, 60, 12_345])
      for (const width of [60, 120, 600, 6000]) {
        const { tickLower, tickUpper } = centerRange({ range: range(tick), width })
        expect(tickUpper - tickLower).toBe(width)
        expect(Math.abs(tickLower % 60)).toBe(0)
        expect(tickLower <= tick && tick < tickUpper).toBe(true)
        // centred: the bounds are within one spacing of tick ∓ width/2
        expect(Math.abs(tickLower - (tick - width / 2))).toBeLessThanOrEqual(60)
      }
  })

  it('rounds a width up to the spacing and stays within the pool bounds', () => {
    expect(centerRange({ range: range(0, 200), width: 90 })).toEqual({ tickLower: 0, tickUpper: 200 })
    expect(centerRange({ range: range(887_000), width: 6000 })).toEqual({ tickLower: 881_220, tickUpper: 887_220 })
    expect(centerRange({ range: range(-887_000), width: 6000 })).toEqual({ tickLower: -887_220, tickUpper: -881_220 })
  })
})
