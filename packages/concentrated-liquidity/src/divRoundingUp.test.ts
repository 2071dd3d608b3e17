import { describe, expect, it } from 'vitest'
import { divRoundingUp } from './divRoundingUp.js'

describe('divRoundingUp', () => {
  it('is the ceiling of x/y, and 0 for y = 0 as the EVM divides', () => {
    expect(divRoundingUp(10n, 5n)).toBe(2n)
    expect(divRoundingUp(11n, 5n)).toBe(3n)
    expect(divRoundingUp(0n, 5n)).toBe(0n)
    expect(divRoundingUp(7n, 0n)).toBe(0n)
  })
})
