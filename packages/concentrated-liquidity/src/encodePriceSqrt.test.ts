import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q96 } from './constants.js'
import { encodePriceSqrt } from './encodePriceSqrt.js'

describe('encodePriceSqrt', () => {
  it('encodes round prices', () => {
    expect(encodePriceSqrt(1n, 1n)).toBe(Q96)
    expect(encodePriceSqrt(4n, 1n)).toBe(2n * Q96)
    expect(encodePriceSqrt(1n, 4n)).toBe(Q96 / 2n)
    expect(encodePriceSqrt(121n, 100n)).toBe(87150978765690771352898345369n)
  })

  it('is the floor of the square root', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1n << 128n }), fc.bigInt({ min: 1n, max: 1n << 128n }), (reserve1, reserve0) => {
        const value = (reserve1 << 192n) / reserve0
        const root = encodePriceSqrt(reserve1, reserve0)
        return root * root <= value && (root + 1n) * (root + 1n) > value
      }),
    )
  })
})
