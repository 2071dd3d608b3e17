import { expect, test } from 'vitest'
import { addGasMargin } from './addGasMargin.js'

test('adds a quarter and 50,000 to the estimate', () => {
  expect(addGasMargin(0n)).toBe(50_000n)
  expect(addGasMargin(593_483n)).toBe(593_483n + 148_370n + 50_000n)
})
