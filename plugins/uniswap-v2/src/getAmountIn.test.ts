import { SimulationError } from '@sluice/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getAmountIn } from './getAmountIn.js'
import { getAmountOut } from './getAmountOut.js'

const uint112 = fc.bigInt({ min: 1n, max: 2n ** 112n - 1n })

/** UniswapV2Library.getAmountIn as written in Solidity (`1000`, `997`). */
function library(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n
}

function reasonOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof SimulationError) return error.reason
    throw error
  }
  throw new Error('did not throw')
}

describe('getAmountIn', () => {
  it('equals the library to the wei, and buys at least the output asked for', () => {
    fc.assert(
      fc.property(uint112, uint112, fc.bigInt({ min: 1n, max: 2n ** 112n - 2n }), (reserveIn, reserveOut, wanted) => {
        const amountOut = (wanted % (reserveOut > 1n ? reserveOut - 1n : 1n)) + 1n
        fc.pre(amountOut < reserveOut)
        const amountIn = getAmountIn({ amountOut, reserveIn, reserveOut, fee: 3000 })
        expect(amountIn).toBe(library(amountOut, reserveIn, reserveOut))
        expect(getAmountOut({ amountIn, reserveIn, reserveOut, fee: 3000 }) >= amountOut).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('reverts like the library, and for the whole reserve or more', () => {
    expect(reasonOf(() => getAmountIn({ amountOut: 0n, reserveIn: 10n, reserveOut: 10n, fee: 3000 }))).toBe('INSUFFICIENT_OUTPUT_AMOUNT')
    expect(reasonOf(() => getAmountIn({ amountOut: 1n, reserveIn: 0n, reserveOut: 10n, fee: 3000 }))).toBe('INSUFFICIENT_LIQUIDITY')
    expect(reasonOf(() => getAmountIn({ amountOut: 10n, reserveIn: 10n, reserveOut: 10n, fee: 3000 }))).toBe('INSUFFICIENT_LIQUIDITY')
    expect(reasonOf(() => getAmountIn({ amountOut: 11n, reserveIn: 10n, reserveOut: 10n, fee: 3000 }))).toBe('INSUFFICIENT_LIQUIDITY')
    expect(getAmountIn({ amountOut: 9n, reserveIn: 10n, reserveOut: 10n, fee: 3000 })).toBe(library(9n, 10n, 10n))
  })
})
