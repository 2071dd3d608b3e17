import { describe, expect, test } from 'vitest'
import { isSluiceError } from '../errors/isSluiceError.js'
import { testPoolSimulator } from './testPoolSimulator.js'
import { testToken } from './testToken.js'

const [a, b, c] = [testToken(1), testToken(2), testToken(3)]
const e18 = 10n ** 18n

describe('createConstantProductSimulator', () => {
  test('exact in: x·y = k with the fee from the input, rounded down; a swap moves the reserves, a clone does not share them', () => {
    const pool = testPoolSimulator({ tokens: [a, b], reserves: [1000n * e18, 2000n * e18] })
    const amountIn = 10n * e18
    const withFee = amountIn * 997_000n
    const expected = (withFee * 2000n * e18) / (1000n * e18 * 1_000_000n + withFee)
    const copy = pool.clone()
    expect(pool.swapExactIn({ tokenIn: a, amountIn }).amountOut).toBe(expected)
    expect(pool.depth?.(a)).toBe(Number(1010n * e18))
    expect(copy.quoteExactIn({ tokenIn: a, amountIn }).amountOut).toBe(expected)
    expect(pool.quoteExactIn({ tokenIn: a, amountIn }).amountOut).toBeLessThan(expected)
  })

  test('exact out: the least input that yields the output, both directions', () => {
    const pool = testPoolSimulator({ tokens: [a, b], reserves: [1000n * e18, 2000n * e18], fee: 500 })
    for (const [tokenIn, tokenOut] of [
      [a, b],
      [b, a],
    ] as const)
      for (const amountOut of [1n, 12_345n, 7n * e18, 500n * e18]) {
        const { amountIn } = pool.quoteExactOut!({ tokenOut, amountOut })
        expect(pool.quoteExactIn({ tokenIn, amountIn }).amountOut).toBeGreaterThanOrEqual(amountOut)
        // One wei less falls short (or is nothing, or yields nothing: the pool refuses both).
        const short = () => pool.quoteExactIn({ tokenIn, amountIn: amountIn - 1n }).amountOut
        if (amountOut > 1n) expect(short()).toBeLessThan(amountOut)
        else expect(short).toThrow(/INSUFFICIENT_(IN|OUT)PUT_AMOUNT/)
      }
  })

  test('refuses what a pair would: a token it does not hold, a zero output, an output past the reserve', () => {
    const pool = testPoolSimulator({ tokens: [a, b], reserves: [1000n, 1000n] })
    const refusal = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return isSluiceError(error)
      }
      return 'no error'
    }
    expect(refusal(() => pool.quoteExactIn({ tokenIn: c, amountIn: 1n }))).toBe(true)
    expect(refusal(() => pool.quoteExactIn({ tokenIn: a, amountIn: 1n }))).toBe(true)
    expect(refusal(() => pool.quoteExactOut!({ tokenOut: b, amountOut: 1000n }))).toBe(true)
  })
})
