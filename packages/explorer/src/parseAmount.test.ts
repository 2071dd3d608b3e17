import { expect, test } from 'vitest'
import { parseAmount } from './parseAmount.js'

const usdt0 = { symbol: 'USDT0', decimals: 6 }

test('an amount typed in tokens, with thousands separators, in base units', () => {
  expect(parseAmount({ text: '1,000', token: usdt0 })).toEqual({ wei: 1_000_000_000n })
  expect(parseAmount({ text: '1 234 567.5', token: usdt0 })).toEqual({ wei: 1_234_567_500_000n })
  expect(parseAmount({ text: ' 0.5 ', token: usdt0 })).toEqual({ wei: 500_000n })
  expect(parseAmount({ text: '.25', token: usdt0 })).toEqual({ wei: 250_000n })
  expect(parseAmount({ text: '0.000001', token: usdt0 })).toEqual({ wei: 1n })
})

test("a bad amount's error in the user's units", () => {
  expect(parseAmount({ text: '1.5.0', token: usdt0 })).toEqual({ error: '“1.5.0” is not an amount of USDT0: type one such as 1,000 or 0.5.' })
  expect(parseAmount({ text: '1,00', token: usdt0 }).error).toContain('is not an amount of USDT0')
  expect(parseAmount({ text: '1e5', token: usdt0 }).error).toContain('is not an amount of USDT0')
  expect(parseAmount({ text: '0.1234567', token: usdt0 })).toEqual({ error: 'USDT0 has 6 decimals: at most 6 digits after the point.' })
  expect(parseAmount({ text: '0', token: usdt0 })).toEqual({ error: 'Type an amount above 0 USDT0.' })
  expect(parseAmount({ text: '', token: usdt0 })).toEqual({ error: 'Type an amount of USDT0, such as 1,000 or 0.5.' })
  expect(parseAmount({ text: '1', token: undefined })).toEqual({ error: 'Choose the token first.' })
})
