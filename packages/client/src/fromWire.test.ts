import { expect, test } from 'vitest'
import { fromWire } from './fromWire.js'

test('amount fields become bigints, pairs become [address, bigint], other fields stay as on the wire', () => {
  const wire = {
    amountOut: '123456789012345678901234567890',
    slippage: 0.005,
    sourcesAndSinks: [['0x0000000000000000000000000000000000000001', '-5']],
    swaps: [{ amountIn: '7', dexName: 'x', poolFee: 3000 }],
    blockNumber: 12,
  }
  expect(fromWire(wire)).toEqual({
    amountOut: 123456789012345678901234567890n,
    slippage: 0.005,
    sourcesAndSinks: [['0x0000000000000000000000000000000000000001', -5n]],
    swaps: [{ amountIn: 7n, dexName: 'x', poolFee: 3000 }],
    blockNumber: 12,
  })
})

test.each(['0x10', ' 12', '1.5', '1e18', ''])('an amount %j that is not a decimal string is refused', (text) => {
  expect(() => fromWire({ amountIn: text })).toThrow(SyntaxError)
  expect(() => fromWire({ sourcesAndSinks: [['0x0000000000000000000000000000000000000001', text]] })).toThrow(SyntaxError)
})
