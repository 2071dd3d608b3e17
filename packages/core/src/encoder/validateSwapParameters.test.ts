import { expect, test } from 'vitest'
import { InvalidParametersError } from '../errors/errors.js'
import { validateSwapParameters } from './validateSwapParameters.js'

test('accepts the bounds, refuses what is outside them', () => {
  expect(() => validateSwapParameters({ slippage: 0, partnerFeeBps: 0, partnerId: 0 })).not.toThrow()
  expect(() => validateSwapParameters({ slippage: 0.999, partnerFeeBps: 100, partnerId: 0xffffffff })).not.toThrow()
  for (const slippage of [-0.1, 1, Number.NaN, Number.POSITIVE_INFINITY])
    expect(() => validateSwapParameters({ slippage, partnerFeeBps: 0 })).toThrow(InvalidParametersError)
  for (const partnerFeeBps of [-1, 101, 2.5]) expect(() => validateSwapParameters({ slippage: 0, partnerFeeBps })).toThrow(InvalidParametersError)
  for (const partnerId of [-1, 2 ** 32, 1.5]) expect(() => validateSwapParameters({ slippage: 0, partnerFeeBps: 0, partnerId })).toThrow(InvalidParametersError)
})

test('the slippage is checked first, then the fee, then the partner ID', () => {
  expect(() => validateSwapParameters({ slippage: 2, partnerFeeBps: 999, partnerId: -1 })).toThrow(/^Slippage/)
  expect(() => validateSwapParameters({ slippage: 0, partnerFeeBps: 999, partnerId: -1 })).toThrow(/^partnerFeeBps/)
})
