import { describe, expect, it } from 'vitest'
import { encodePriceSqrt } from './encodePriceSqrt.js'
import { getAmount1Delta } from './getAmount1Delta.js'

const e18 = 10n ** 18n

describe('getAmount1Delta', () => {
  it('is 0 for no liquidity or equal prices', () => {
    expect(getAmount1Delta(encodePriceSqrt(1n, 1n), encodePriceSqrt(2n, 1n), 0n, true)).toBe(0n)
    expect(getAmount1Delta(encodePriceSqrt(1n, 1n), encodePriceSqrt(1n, 1n), e18, true)).toBe(0n)
  })

  it('gives 0.1 token1 from price 1 to 1.21, rounded either way, in either argument order', () => {
    const [a, b] = [encodePriceSqrt(1n, 1n), encodePriceSqrt(121n, 100n)]
    expect(getAmount1Delta(a, b, e18, true)).toBe(100000000000000000n)
    expect(getAmount1Delta(a, b, e18, false)).toBe(99999999999999999n)
    expect(getAmount1Delta(b, a, e18, false)).toBe(99999999999999999n)
  })
})
