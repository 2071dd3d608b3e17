import { SimulationError } from '@sluice/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getAmountOut } from './getAmountOut.js'

const uint112 = fc.bigInt({ min: 1n, max: 2n ** 112n - 1n })

/** UniswapV2Library.getAmountOut as written in Solidity, with its own `997`/`1000` and `fee / 10000` forks' constants. */
function library(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, feeNumerator: bigint, feeDenominator: bigint): bigint {
  const amountInWithFee = amountIn * feeNumerator
  return (amountInWithFee * reserveOut) / (reserveIn * feeDenominator + amountInWithFee)
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

describe('getAmountOut', () => {
  it('equals the library with 997/1000 to the wei (fee 3000)', () => {
    fc.assert(
      fc.property(uint112, uint112, uint112, (amountIn, reserveIn, reserveOut) => {
        expect(getAmountOut({ amountIn, reserveIn, reserveOut, fee: 3000 })).toBe(library(amountIn, reserveIn, reserveOut, 997n, 1000n))
      }),
      { numRuns: 2000 },
    )
  })

  it("equals a fork's 9975/10000 library to the wei (fee 2500)", () => {
    fc.assert(
      fc.property(uint112, uint112, uint112, (amountIn, reserveIn, reserveOut) => {
        expect(getAmountOut({ amountIn, reserveIn, reserveOut, fee: 2500 })).toBe(library(amountIn, reserveIn, reserveOut, 9975n, 10000n))
      }),
      { numRuns: 2000 },
    )
  })

  it('gives the known value of a textbook swap', () => {
    // 1 token (18 decimals) into 100 of it / 200,000 of a 6-decimal token: 997e18 * 200000e6 / (100e18 * 1000 + 997e18).
    expect(getAmountOut({ amountIn: 10n ** 18n, reserveIn: 100n * 10n ** 18n, reserveOut: 200_000n * 10n ** 6n, fee: 3000 })).toBe(1_974_316_068n)
  })

  it('reverts like the library', () => {
    expect(reasonOf(() => getAmountOut({ amountIn: 0n, reserveIn: 10n, reserveOut: 10n, fee: 3000 }))).toBe('INSUFFICIENT_INPUT_AMOUNT')
    expect(reasonOf(() => getAmountOut({ amountIn: 1n, reserveIn: 0n, reserveOut: 10n, fee: 3000 }))).toBe('INSUFFICIENT_LIQUIDITY')
    expect(reasonOf(() => getAmountOut({ amountIn: 1n, reserveIn: 10n, reserveOut: 0n, fee: 3000 }))).toBe('INSUFFICIENT_LIQUIDITY')
  })
})
