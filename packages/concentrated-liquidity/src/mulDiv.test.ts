import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_UINT256 } from './constants.js'
import { mulDiv } from './mulDiv.js'

const uint256 = fc.bigInt({ min: 0n, max: MAX_UINT256 })

describe('mulDiv', () => {
  it('is the floor of a·b/d with a 512-bit product', () => {
    expect(mulDiv(MAX_UINT256, MAX_UINT256, MAX_UINT256)).toBe(MAX_UINT256)
    expect(mulDiv(1n << 255n, 4n, 8n)).toBe(1n << 254n)
    expect(mulDiv(7n, 3n, 2n)).toBe(10n)
    fc.assert(
      fc.property(uint256, uint256, fc.bigInt({ min: 1n, max: MAX_UINT256 }), (a, b, d) => {
        const product = a * b
        if (product / d > MAX_UINT256) return true
        const result = mulDiv(a, b, d)
        return result * d <= product && (result + 1n) * d > product
      }),
    )
  })

  it('reverts on a zero denominator and on a result beyond uint256', () => {
    expect(() => mulDiv(1n, 1n, 0n)).toThrow(expect.objectContaining({ name: 'SimulationError', reason: 'MUL_DIV' }))
    expect(() => mulDiv(MAX_UINT256, 2n, 1n)).toThrow(expect.objectContaining({ reason: 'MUL_DIV' }))
  })
})
