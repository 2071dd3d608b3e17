import { describe, expect, it } from 'vitest'
import { MAX_UINT256 } from './constants.js'
import { mulDivRoundingUp } from './mulDivRoundingUp.js'

describe('mulDivRoundingUp', () => {
  it('rounds a remainder up and leaves an exact quotient', () => {
    expect(mulDivRoundingUp(7n, 3n, 2n)).toBe(11n)
    expect(mulDivRoundingUp(8n, 3n, 2n)).toBe(12n)
    expect(mulDivRoundingUp(0n, 3n, 2n)).toBe(0n)
    expect(mulDivRoundingUp(MAX_UINT256, MAX_UINT256, MAX_UINT256)).toBe(MAX_UINT256)
  })

  it('reverts when rounding up would pass uint256, or on a zero denominator', () => {
    // a·b/d = MAX_UINT256 with a remainder: the floor fits, its ceiling does not.
    expect(() => mulDivRoundingUp(MAX_UINT256, MAX_UINT256, MAX_UINT256 - 1n)).toThrow(expect.objectContaining({ reason: 'MUL_DIV' }))
    expect(() => mulDivRoundingUp(535006138814359n, 432862656469423142931042426214547535783388063929571229938474969n, 2n)).toThrow(
      expect.objectContaining({ reason: 'MUL_DIV' }),
    )
    expect(() => mulDivRoundingUp(1n, 1n, 0n)).toThrow(expect.objectContaining({ reason: 'MUL_DIV' }))
  })
})
