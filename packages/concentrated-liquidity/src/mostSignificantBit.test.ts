import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_UINT256 } from './constants.js'
import { mostSignificantBit } from './mostSignificantBit.js'

describe('mostSignificantBit', () => {
  it('finds the highest set bit at every position', () => {
    for (let i = 0; i < 256; i++) {
      expect(mostSignificantBit(1n << BigInt(i))).toBe(i)
      expect(mostSignificantBit((1n << BigInt(i + 1)) - 1n)).toBe(i)
    }
    expect(mostSignificantBit(MAX_UINT256)).toBe(255)
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: MAX_UINT256 }), (x) => mostSignificantBit(x) === x.toString(2).length - 1))
  })

  it('reverts for zero', () => {
    expect(() => mostSignificantBit(0n)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
  })
})
