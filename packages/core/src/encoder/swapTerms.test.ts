import { expect, test } from 'vitest'
import { InvalidParametersError } from '../errors/errors.js'
import { swapTerms } from './swapTerms.js'

test('sell: the fee comes off the output, the minimum is rounded down', () => {
  expect(swapTerms({ mode: 'sell', amountIn: 1000n, grossAmountOut: 1_000_001n, slippage: 0.005, partnerFeeBps: 0 })).toEqual({
    amountIn: 1000n,
    amountOut: 1_000_001n,
    feeAmount: 0n,
    minAmountOut: 995_000n,
    maxAmountIn: undefined,
    spendLimit: 1000n,
  })
  expect(swapTerms({ mode: 'sell', amountIn: 1000n, grossAmountOut: 1_000_001n, slippage: 0, partnerFeeBps: 100 })).toMatchObject({
    amountOut: 990_001n,
    feeAmount: 10_000n,
    minAmountOut: 990_001n,
  })
})

test('buy: the fee comes off the gross output, the maximum input is rounded up and is what the transaction may spend', () => {
  expect(swapTerms({ mode: 'buy', amountIn: 1001n, grossAmountOut: 1_010_101n, slippage: 0.01, partnerFeeBps: 100 })).toEqual({
    amountIn: 1001n,
    amountOut: 1_000_000n,
    feeAmount: 10_101n,
    minAmountOut: undefined,
    maxAmountIn: 1012n,
    spendLimit: 1012n,
  })
  // Slippage in billionths: 1e-9 of 10^9 wei raises the maximum by exactly 1 wei; any part of a wei rounds up to a whole one.
  expect(swapTerms({ mode: 'buy', amountIn: 10n ** 9n, grossAmountOut: 1n, slippage: 1e-9, partnerFeeBps: 0 }).maxAmountIn).toBe(10n ** 9n + 1n)
  expect(swapTerms({ mode: 'buy', amountIn: 3n, grossAmountOut: 1n, slippage: 1e-9, partnerFeeBps: 0 }).maxAmountIn).toBe(4n)
  expect(swapTerms({ mode: 'buy', amountIn: 3n, grossAmountOut: 1n, slippage: 0, partnerFeeBps: 0 }).maxAmountIn).toBe(3n)
})

test('slippage outside [0, 1) and a fee outside 0-100 bps are refused (validateSwapParameters)', () => {
  const base = { mode: 'sell', amountIn: 1n, grossAmountOut: 1n, slippage: 0, partnerFeeBps: 0 } as const
  expect(() => swapTerms({ ...base, slippage: 1 })).toThrow(InvalidParametersError)
  expect(() => swapTerms({ ...base, partnerFeeBps: 101 })).toThrow(InvalidParametersError)
})
