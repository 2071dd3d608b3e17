import { describe, expect, it } from 'vitest'
import { computeSwapStep, type SwapStep } from './computeSwapStep.js'
import { encodePriceSqrt } from './encodePriceSqrt.js'
import { getNextSqrtPriceFromInput } from './getNextSqrtPriceFromInput.js'
import { getNextSqrtPriceFromOutput } from './getNextSqrtPriceFromOutput.js'

const e18 = 10n ** 18n
const step = (current: bigint, target: bigint, liquidity: bigint, remaining: bigint, fee: number): SwapStep =>
  computeSwapStep({ sqrtPriceNextX96: 0n, amountIn: 0n, amountOut: 0n, feeAmount: 0n }, current, target, liquidity, remaining, BigInt(fee))

// Cases and expected values of Uniswap v3-core's SwapMath tests.
describe('computeSwapStep', () => {
  it('exact in, capped at the price target, one for zero', () => {
    const price = encodePriceSqrt(1n, 1n)
    const target = encodePriceSqrt(101n, 100n)
    const result = step(price, target, 2n * e18, e18, 600)
    expect(result).toEqual({ sqrtPriceNextX96: target, amountIn: 9975124224178055n, amountOut: 9925619580021728n, feeAmount: 5988667735148n })
    expect(result.amountIn + result.feeAmount < e18).toBe(true)
    expect(target < getNextSqrtPriceFromInput(price, 2n * e18, e18, false)).toBe(true)
  })

  it('exact out, capped at the price target, one for zero', () => {
    const price = encodePriceSqrt(1n, 1n)
    const target = encodePriceSqrt(101n, 100n)
    const result = step(price, target, 2n * e18, -e18, 600)
    expect(result).toEqual({ sqrtPriceNextX96: target, amountIn: 9975124224178055n, amountOut: 9925619580021728n, feeAmount: 5988667735148n })
    expect(target < getNextSqrtPriceFromOutput(price, 2n * e18, e18, false)).toBe(true)
  })

  it('exact in, fully spent, one for zero', () => {
    const price = encodePriceSqrt(1n, 1n)
    const target = encodePriceSqrt(1000n, 100n)
    const result = step(price, target, 2n * e18, e18, 600)
    expect(result.amountIn).toBe(999400000000000000n)
    expect(result.feeAmount).toBe(600000000000000n)
    expect(result.amountOut).toBe(666399946655997866n)
    expect(result.amountIn + result.feeAmount).toBe(e18)
    expect(result.sqrtPriceNextX96).toBe(getNextSqrtPriceFromInput(price, 2n * e18, e18 - result.feeAmount, false))
  })

  it('exact out never gives more than asked', () => {
    const result = step(417332158212080721273783715441582n, 1452870262520218020823638996n, 159344665391607089467575320103n, -1n, 1)
    expect(result).toEqual({ sqrtPriceNextX96: 417332158212080721273783715441581n, amountIn: 1n, amountOut: 1n, feeAmount: 1n })
  })

  it('a target price of 1 uses part of the input', () => {
    const result = step(2n, 1n, 1n, 3915081100057732413702495386755767n, 1)
    expect(result).toEqual({ sqrtPriceNextX96: 1n, amountIn: 39614081257132168796771975168n, amountOut: 0n, feeAmount: 39614120871253040049813n })
  })

  it('takes the whole input as fee when it is too small to move the price', () => {
    expect(step(2413n, 79887613182836312n, 1985041575832132834610021537970n, 10n, 1872)).toEqual({
      sqrtPriceNextX96: 2413n,
      amountIn: 0n,
      amountOut: 0n,
      feeAmount: 10n,
    })
  })
})
