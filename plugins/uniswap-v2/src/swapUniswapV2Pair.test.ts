import { SimulationError } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { getAmountOut } from './getAmountOut.js'
import { swapUniswapV2Pair } from './swapUniswapV2Pair.js'

function reasonOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof SimulationError) return error.reason
    throw error
  }
  throw new Error('did not throw')
}

const reserveIn = 1_000n * 10n ** 18n
const reserveOut = 2_000_000n * 10n ** 6n

describe('swapUniswapV2Pair', () => {
  it('accepts the library output and moves the reserves by exactly the amounts', () => {
    const amountIn = 5n * 10n ** 18n
    const amountOut = getAmountOut({ amountIn, reserveIn, reserveOut, fee: 3000 })
    expect(swapUniswapV2Pair({ amountIn, amountOut, reserveIn, reserveOut, fee: 3000 })).toEqual({
      reserveIn: reserveIn + amountIn,
      reserveOut: reserveOut - amountOut,
    })
  })

  it('fails the K check for one wei more than the library gives', () => {
    const amountIn = 5n * 10n ** 18n
    const amountOut = getAmountOut({ amountIn, reserveIn, reserveOut, fee: 3000 })
    expect(reasonOf(() => swapUniswapV2Pair({ amountIn, amountOut: amountOut + 1n, reserveIn, reserveOut, fee: 3000 }))).toBe('K')
    // With a lower fee the same output passes: the fee is part of the check.
    expect(swapUniswapV2Pair({ amountIn, amountOut: amountOut + 1n, reserveIn, reserveOut, fee: 2500 }).reserveIn).toBe(reserveIn + amountIn)
  })

  it("checks in the pair's order and refuses reserves beyond uint112", () => {
    expect(reasonOf(() => swapUniswapV2Pair({ amountIn: 0n, amountOut: 0n, reserveIn, reserveOut, fee: 3000 }))).toBe('INSUFFICIENT_OUTPUT_AMOUNT')
    expect(reasonOf(() => swapUniswapV2Pair({ amountIn: 0n, amountOut: reserveOut, reserveIn, reserveOut, fee: 3000 }))).toBe('INSUFFICIENT_LIQUIDITY')
    expect(reasonOf(() => swapUniswapV2Pair({ amountIn: 0n, amountOut: 1n, reserveIn, reserveOut, fee: 3000 }))).toBe('INSUFFICIENT_INPUT_AMOUNT')
    const amountIn = 2n ** 112n - reserveIn
    const amountOut = getAmountOut({ amountIn, reserveIn, reserveOut, fee: 3000 })
    expect(reasonOf(() => swapUniswapV2Pair({ amountIn, amountOut, reserveIn, reserveOut, fee: 3000 }))).toBe('OVERFLOW')
    expect(swapUniswapV2Pair({ amountIn: amountIn - 1n, amountOut, reserveIn, reserveOut, fee: 3000 }).reserveIn).toBe(2n ** 112n - 1n)
  })
})
