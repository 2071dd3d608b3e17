import { describe, expect, it } from 'vitest'
import { usedPaths } from './usedPaths.js'

describe('usedPaths', () => {
  it('gives the indexes of the positive amounts, in order; zero and missing amounts are unused', () => {
    expect(usedPaths([0n, 5n, 0n, 1n, undefined, 7n])).toEqual([1, 3, 5])
    expect(usedPaths([0n, 0n])).toEqual([])
    expect(usedPaths([])).toEqual([])
  })
})
