import { describe, expect, it } from 'vitest'
import { addDelta } from './addDelta.js'
import { MAX_UINT128 } from './constants.js'

describe('addDelta', () => {
  it('adds a signed delta', () => {
    expect(addDelta(1n, 0n)).toBe(1n)
    expect(addDelta(1n, -1n)).toBe(0n)
    expect(addDelta(1n, 1n)).toBe(2n)
  })

  it('reverts LS below zero and LA above uint128', () => {
    expect(() => addDelta(3n, -4n)).toThrow(expect.objectContaining({ reason: 'LS' }))
    expect(() => addDelta(MAX_UINT128 - 14n, 15n)).toThrow(expect.objectContaining({ reason: 'LA' }))
    expect(addDelta(MAX_UINT128 - 15n, 15n)).toBe(MAX_UINT128)
  })

  it("reverts with the pool's own reasons when given", () => {
    const reasons = { below: 'liquiditySub', above: 'liquidityAdd' }
    expect(() => addDelta(3n, -4n, reasons)).toThrow(expect.objectContaining({ reason: 'liquiditySub' }))
    expect(() => addDelta(MAX_UINT128, 1n, reasons)).toThrow(expect.objectContaining({ reason: 'liquidityAdd' }))
  })
})
