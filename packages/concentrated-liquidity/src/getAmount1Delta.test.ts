import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SQRT_RATIO, MAX_UINT128, MAX_UINT256, MIN_SQRT_RATIO, Q96 } from './constants.js'
import { encodePriceSqrt } from './encodePriceSqrt.js'
import { getAmount1Delta } from './getAmount1Delta.js'
import { mulDiv } from './mulDiv.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

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

  it("equals the contract's division by 2^96 over random prices and uint128 liquidities", () => {
    const price = fc.bigInt({ min: MIN_SQRT_RATIO, max: MAX_SQRT_RATIO })
    const liquidity = fc.oneof(fc.bigInt({ min: 0n, max: MAX_UINT128 }), fc.bigInt({ min: 0n, max: 2n ** 64n }), fc.constantFrom(0n, 1n, MAX_UINT128))
    fc.assert(
      fc.property(price, price, liquidity, fc.boolean(), (a, b, l, roundUp) => {
        const difference = a > b ? a - b : b - a
        expect(getAmount1Delta(a, b, l, roundUp)).toBe(roundUp ? mulDivRoundingUp(l, difference, Q96) : mulDiv(l, difference, Q96))
      }),
      { numRuns: 5_000 },
    )
  })

  it('rounds only a remainder up: an exact quotient stays, one unit of 2^-96 goes up', () => {
    const e = 10n ** 24n
    expect([getAmount1Delta(Q96, 2n * Q96, e, true), getAmount1Delta(Q96, 2n * Q96, e, false)]).toEqual([e, e])
    expect([getAmount1Delta(Q96, Q96 + 1n, 1n, true), getAmount1Delta(Q96, Q96 + 1n, 1n, false)]).toEqual([1n, 0n])
  })

  it('reverts as the contract does when the amount passes uint256', () => {
    for (const roundUp of [true, false])
      expect(() => getAmount1Delta(0n, MAX_UINT256, MAX_UINT256, roundUp)).toThrow(expect.objectContaining({ reason: 'MUL_DIV' }))
  })
})
