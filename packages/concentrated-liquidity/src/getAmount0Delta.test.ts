import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SQRT_RATIO, MAX_UINT128, MIN_SQRT_RATIO } from './constants.js'
import { divRoundingUp } from './divRoundingUp.js'
import { encodePriceSqrt } from './encodePriceSqrt.js'
import { getAmount0Delta } from './getAmount0Delta.js'
import { mulDiv } from './mulDiv.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

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

  it("equals the contract's two divisions (by the upper price, then the lower) over random prices and uint128 liquidities", () => {
    const price = fc.bigInt({ min: MIN_SQRT_RATIO, max: MAX_SQRT_RATIO })
    // Liquidities of every size, the extremes included.
    const liquidity = fc.oneof(fc.bigInt({ min: 0n, max: MAX_UINT128 }), fc.bigInt({ min: 0n, max: 2n ** 64n }), fc.constantFrom(0n, 1n, MAX_UINT128))
    fc.assert(
      fc.property(price, price, liquidity, fc.boolean(), (a, b, l, roundUp) => {
        const [lower, upper] = a < b ? [a, b] : [b, a]
        const [numerator1, numerator2] = [l << 96n, upper - lower]
        const contract = roundUp ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, upper), lower) : mulDiv(numerator1, numerator2, upper) / lower
        expect(getAmount0Delta(a, b, l, roundUp)).toBe(contract)
      }),
      { numRuns: 5_000 },
    )
  })

  it('rounds only a remainder up: an exact quotient stays, half a wei goes up', () => {
    // L·2^96·(2^97 − 2^96)/(2^96·2^97) = L/2.
    const [a, b] = [2n ** 96n, 2n ** 97n]
    expect([getAmount0Delta(a, b, 2n, true), getAmount0Delta(a, b, 2n, false)]).toEqual([1n, 1n])
    expect([getAmount0Delta(a, b, 1n, true), getAmount0Delta(a, b, 1n, false)]).toEqual([1n, 0n])
  })

  it('reverts for a zero price', () => {
    expect(() => getAmount0Delta(0n, 1n, 1n, true)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
  })
})
