import { expect, test } from 'vitest'
import { formatRate } from './formatRate.js'

test('the rate both ways, exact to the base unit', () => {
  const ubtc = { symbol: 'UBTC', decimals: 8 }
  const usdt0 = { symbol: 'USDT0', decimals: 6 }
  expect(formatRate({ amountIn: 50_000_000n, amountOut: 49_000_000_000n, tokenIn: ubtc, tokenOut: usdt0 })).toEqual([
    '1 UBTC = 98,000 USDT0',
    '1 USDT0 = 0.0000102 UBTC',
  ])
})
