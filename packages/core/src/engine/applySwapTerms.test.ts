import { expect, test } from 'vitest'
import type { Route } from '../types/Route.js'
import { applySwapTerms } from './applySwapTerms.js'

const route = (mode: 'sell' | 'buy', amountIn: bigint, amountOut: bigint) =>
  ({ mode, tokenIn: '0x1', tokenOut: '0x2', amountIn, amountOut, paths: [], gas: 0n, blockNumber: 1n }) as unknown as Route
const partnerFee = { bps: 100, partnerId: 1, recipient: '0x4444444444444444444444444444444444444444' as const }

test('sell: fee from the output, minimum output rounded down', () => {
  expect(applySwapTerms({ route: route('sell', 1000n, 1_000_001n), slippage: 0.005 })).toEqual({
    amountIn: 1000n,
    amountOut: 1_000_001n,
    feeAmount: 0n,
    minOutputAmount: 995_000n,
    maxInputAmount: undefined,
  })
  expect(applySwapTerms({ route: route('sell', 1000n, 1_000_001n), slippage: 0, partnerFee })).toMatchObject({
    amountOut: 990_001n,
    feeAmount: 10_000n,
    minOutputAmount: 990_001n,
  })
})

test('buy: exactly the requested output, the gross-up is the fee, maximum input rounded up', () => {
  expect(applySwapTerms({ route: route('buy', 1001n, 1_010_101n), amountOut: 1_000_000n, slippage: 0.01, partnerFee })).toEqual({
    amountIn: 1001n,
    amountOut: 1_000_000n,
    feeAmount: 10_101n,
    minOutputAmount: undefined,
    maxInputAmount: 1012n,
  })
})
