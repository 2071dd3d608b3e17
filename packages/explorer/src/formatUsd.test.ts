import { expect, test } from 'vitest'
import { formatUsd } from './formatUsd.js'

test('dollars for reading, never in exponent notation', () => {
  expect(formatUsd({ usd: 100_000 })).toBe('$100,000')
  expect(formatUsd({ usd: 1e21 })).toBe('$1,000,000,000,000,000,000,000')
  expect(formatUsd({ usd: 999.567 })).toBe('$999.57')
  expect(formatUsd({ usd: 0.004512 })).toBe('$0.0045')
  expect(formatUsd({ usd: 0 })).toBe('$0.00')
})
