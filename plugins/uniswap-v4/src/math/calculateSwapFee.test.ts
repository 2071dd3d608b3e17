import { describe, expect, it } from 'vitest'
import { calculateSwapFee } from './calculateSwapFee.js'

describe('calculateSwapFee', () => {
  it('is the LP fee without a protocol fee, and protocol + LP on the rest (rounded towards the LP) with one', () => {
    expect(calculateSwapFee(0, 3000)).toBe(3000)
    expect(calculateSwapFee(1000, 3000)).toBe(1000 + 3000 - 3)
    expect(calculateSwapFee(500, 0)).toBe(500)
    expect(calculateSwapFee(999, 1_000_000)).toBe(1_000_000)
    expect(calculateSwapFee(7, 3333)).toBe(7 + 3333 - Math.floor((7 * 3333) / 1_000_000))
  })
})
