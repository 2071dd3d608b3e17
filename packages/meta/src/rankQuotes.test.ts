import { expect, test } from 'vitest'
import { rankQuotes } from './rankQuotes.js'

const quote = (aggregator: string, amountOut: string, gasEstimate: string | null) => ({
  aggregator,
  amountOut,
  quotedAmountOut: amountOut,
  gasEstimate,
  swapData: null,
  quotedAt: '2026-11-23T00:00:00.000Z',
})

test('best output first; ties by lower gas (none last), then by name; slippage gives each minimum', () => {
  const ranked = rankQuotes({
    quotes: [
      quote('b', '1000', null),
      quote('c', '1000', '90000'),
      quote('a', '999', '1'),
      quote('e', '1000', '80000'),
      quote('d', '1000', null),
      quote('f', '2000', null),
    ],
    slippage: 0.01,
  })
  expect(ranked.map((q) => q.aggregator)).toEqual(['f', 'e', 'c', 'b', 'd', 'a'])
  expect(ranked.map((q) => q.minAmountOut)).toEqual(['1980', '990', '990', '990', '990', '989'])
})
