import { describe, expect, it } from 'vitest'
import { MAX_UINT128, MAX_UINT160, MAX_UINT256 } from './constants.js'
import { encodePriceSqrt } from './encodePriceSqrt.js'
import { getNextSqrtPriceFromInput } from './getNextSqrtPriceFromInput.js'

const e18 = 10n ** 18n

// Cases of Uniswap v3-core's SqrtPriceMath tests.
describe('getNextSqrtPriceFromInput', () => {
  it('reverts for a zero price or zero liquidity', () => {
    expect(() => getNextSqrtPriceFromInput(0n, 1n, e18 / 10n, false)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
    expect(() => getNextSqrtPriceFromInput(1n, 0n, e18 / 10n, true)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
  })

  it('reverts when the price would pass uint160', () => {
    expect(() => getNextSqrtPriceFromInput(MAX_UINT160, 1024n, 1024n, false)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
  })

  it('returns the input price for a zero amount, either way', () => {
    const price = encodePriceSqrt(1n, 1n)
    expect(getNextSqrtPriceFromInput(price, e18 / 10n, 0n, true)).toBe(price)
    expect(getNextSqrtPriceFromInput(price, e18 / 10n, 0n, false)).toBe(price)
  })

  it('moves the price for 0.1 of either token', () => {
    const price = encodePriceSqrt(1n, 1n)
    expect(getNextSqrtPriceFromInput(price, e18, e18 / 10n, false)).toBe(87150978765690771352898345369n)
    expect(getNextSqrtPriceFromInput(price, e18, e18 / 10n, true)).toBe(72025602285694852357767227579n)
  })

  it('takes the overflow branch for huge token0 inputs and still rounds up', () => {
    expect(getNextSqrtPriceFromInput(1n, 1n, 2n ** 255n, true)).toBe(1n)
    const liquidity = MAX_UINT128
    const maxAmountNoOverflow = MAX_UINT256 - (liquidity << 96n) / MAX_UINT160
    expect(getNextSqrtPriceFromInput(MAX_UINT160, liquidity, maxAmountNoOverflow, true)).toBe(1n)
  })
})
