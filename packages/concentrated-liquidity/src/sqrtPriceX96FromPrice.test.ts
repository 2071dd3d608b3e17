import { InvalidParametersError } from '@sluice/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SQRT_RATIO, MIN_SQRT_RATIO, Q96 } from './constants.js'
import { getSqrtRatioAtTick } from './getSqrtRatioAtTick.js'
import { getTickAtSqrtRatio } from './getTickAtSqrtRatio.js'
import { priceFraction } from './priceFraction.js'
import { sqrtPriceX96FromPrice } from './sqrtPriceX96FromPrice.js'

describe('sqrtPriceX96FromPrice', () => {
  it('is exact on square prices', () => {
    expect(sqrtPriceX96FromPrice(1)).toBe(Q96)
    expect(sqrtPriceX96FromPrice(4)).toBe(2n * Q96)
    expect(sqrtPriceX96FromPrice(0.25)).toBe(Q96 / 2n)
    expect(sqrtPriceX96FromPrice(2 ** -100)).toBe(Q96 >> 50n)
  })

  it('is the floor of the square root of the float price, to the last bit', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-30, max: 1e30, noNaN: true }), (price) => {
        const { numerator, denominator } = priceFraction(price)
        const root = sqrtPriceX96FromPrice(price)
        return root * root * denominator <= numerator << 192n && (root + 1n) * (root + 1n) * denominator > numerator << 192n
      }),
    )
  })

  it('keeps the low bits a float of √price · 2⁹⁶ loses (the copies it replaces)', () => {
    // A USDC (6 decimals) per ETH (18 decimals) price: the old V3 copy kept 48 bits of fraction, the V4 copy 53 significant bits.
    const price = 3000e6 / 1e18
    const exact = sqrtPriceX96FromPrice(price)
    expect(BigInt(Math.round(Math.sqrt(price) * 2 ** 48)) * 2n ** 48n).not.toBe(exact)
    expect(BigInt(Math.round(Math.sqrt(price) * 2 ** 96))).not.toBe(exact)
  })

  it('lands on the tick TickMath gives the price', () => {
    for (const tick of [-887_272, -276_325, -60, -1, 0, 1, 60, 200_000, 887_271]) {
      const ratio = getSqrtRatioAtTick(tick)
      // The float nearest ratio² / 2¹⁹² maps back to the tick or its neighbour below, never further.
      const found = getTickAtSqrtRatio(sqrtPriceX96FromPrice(Number(ratio) ** 2 / 2 ** 192))
      expect(tick - found).toBeGreaterThanOrEqual(0)
      expect(tick - found).toBeLessThanOrEqual(1)
    }
  })

  it('refuses prices a pool cannot hold', () => {
    for (const price of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e-40, 1e40]) {
      expect(() => sqrtPriceX96FromPrice(price)).toThrow(InvalidParametersError)
    }
    expect(sqrtPriceX96FromPrice((Number(MIN_SQRT_RATIO) ** 2 / 2 ** 192) * 1.0000001)).toBeGreaterThanOrEqual(MIN_SQRT_RATIO)
    expect(sqrtPriceX96FromPrice(Number(MAX_SQRT_RATIO) ** 2 / 2 ** 192 / 1.0000001)).toBeLessThan(MAX_SQRT_RATIO)
  })
})
