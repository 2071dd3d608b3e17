import { expect, test } from 'vitest'
import { minAmountOut } from './minAmountOut.js'

test('slippage lowers the output, rounded down', () => {
  expect(minAmountOut({ amountOut: 1_000_000n, slippage: 0.005 })).toBe(995_000n)
  expect(minAmountOut({ amountOut: 999n, slippage: 0.01 })).toBe(989n)
  expect(minAmountOut({ amountOut: 10n ** 30n, slippage: 0 })).toBe(10n ** 30n)
})
