import { describe, expect, it } from 'vitest'
import { encodePriceSqrt } from './encodePriceSqrt.js'
import { getAmount0Delta } from './getAmount0Delta.js'

const e18 = 10n ** 18n

describe('getAmount0Delta', () => {
  it('is 0 for no liquidity or equal prices', () => {
    expect(getAmount0Delta(encodePriceSqrt(1n, 1n), encodePriceSqrt(2n, 1n), 0n, true)).toBe(0n)
    expect(getAmount0Delta(encodePriceSqrt(1n, 1n), encodePriceSqrt(1n, 1n), e18, true)).toBe(0n)
  })

  it('gives 0.0909... token0 from price 1 to 1.21, rounded either way, in either argument order', () => {
    const [a, b] = [encodePriceSqrt(1n, 1n), encodePriceSqrt(121n, 100n)]
    expect(getAmount0Delta(a, b, e18, true)).toBe(90909090909090910n)
    expect(getAmount0Delta(a, b, e18, false)).toBe(90909090909090909n)
    expect(getAmount0Delta(b, a, e18, true)).toBe(90909090909090910n)
  })

  it('handles prices whose product overflows 256 bits', () => {
    const up = getAmount0Delta(encodePriceSqrt(2n ** 90n, 1n), encodePriceSqrt(2n ** 96n, 1n), e18, true)
    const down = getAmount0Delta(encodePriceSqrt(2n ** 90n, 1n), encodePriceSqrt(2n ** 96n, 1n), e18, false)
    expect(up).toBe(down + 1n)
  })

  it('reverts for a zero price', () => {
    expect(() => getAmount0Delta(0n, 1n, 1n, true)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
  })
})
