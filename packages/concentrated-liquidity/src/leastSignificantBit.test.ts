import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_UINT256 } from './constants.js'
import { leastSignificantBit } from './leastSignificantBit.js'

describe('leastSignificantBit', () => {
  it('finds the lowest set bit at every position', () => {
    for (let i = 0; i < 256; i++) {
      expect(leastSignificantBit(1n << BigInt(i))).toBe(i)
      expect(leastSignificantBit(MAX_UINT256 ^ ((1n << BigInt(i)) - 1n))).toBe(i)
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_UINT256 }), (x) => leastSignificantBit(x) === x.toString(2).length - x.toString(2).lastIndexOf('1') - 1),
    )
  })

  it('reverts for zero', () => {
    expect(() => leastSignificantBit(0n)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
  })
})
