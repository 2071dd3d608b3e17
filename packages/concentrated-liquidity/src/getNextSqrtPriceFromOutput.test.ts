import { describe, expect, it } from 'vitest'
import { encodePriceSqrt } from './encodePriceSqrt.js'
import { getNextSqrtPriceFromOutput } from './getNextSqrtPriceFromOutput.js'

const e18 = 10n ** 18n

// Cases of Uniswap v3-core's SqrtPriceMath tests.
describe('getNextSqrtPriceFromOutput', () => {
  it('reverts when the output is all or more of the virtual reserves', () => {
    const price = 20282409603651670423947251286016n
    expect(() => getNextSqrtPriceFromOutput(price, 1024n, 4n, false)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
    expect(() => getNextSqrtPriceFromOutput(price, 1024n, 5n, false)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
    expect(() => getNextSqrtPriceFromOutput(price, 1024n, 262145n, true)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
    expect(() => getNextSqrtPriceFromOutput(price, 1024n, 262144n, true)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
  })

  it('succeeds just below the virtual reserves', () => {
    expect(getNextSqrtPriceFromOutput(20282409603651670423947251286016n, 1024n, 262143n, true)).toBe(77371252455336267181195264n)
  })

  it('moves the price for 0.1 of either token out', () => {
    const price = encodePriceSqrt(1n, 1n)
    expect(getNextSqrtPriceFromOutput(price, e18, e18 / 10n, false)).toBe(88031291682515930659493278152n)
    expect(getNextSqrtPriceFromOutput(price, e18, e18 / 10n, true)).toBe(71305346262837903834189555302n)
  })

  it('reverts for zero price or liquidity', () => {
    expect(() => getNextSqrtPriceFromOutput(0n, 1n, 1n, true)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
    expect(() => getNextSqrtPriceFromOutput(1n, 0n, 1n, true)).toThrow(expect.objectContaining({ name: 'SimulationError' }))
  })
})
