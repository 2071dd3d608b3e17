import { describe, expect, it } from 'vitest'
import { InvalidParametersError } from '../errors/errors.js'
import { checkRange } from './checkRange.js'

const range = { tick: 0, tickSpacing: 10, minTick: -887270, maxTick: 887270 }

describe('checkRange', () => {
  it('accepts aligned, ordered ticks within the bounds', () => {
    expect(() => checkRange({ range, tickLower: -887270, tickUpper: 887270 })).not.toThrow()
    expect(() => checkRange({ range, tickLower: -10, tickUpper: 0 })).not.toThrow()
  })
  it.each([
    ['off the spacing', -15, 10],
    ['reversed', 10, -10],
    ['empty', 10, 10],
    ['below the bounds', -887280, 0],
    ['above the bounds', 0, 887280],
    ['not an integer', 0.5, 10],
  ])('refuses ticks %s', (_, tickLower, tickUpper) => {
    expect(() => checkRange({ range, tickLower, tickUpper })).toThrow(InvalidParametersError)
  })
})
