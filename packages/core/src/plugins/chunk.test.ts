import { describe, expect, it } from 'vitest'
import { chunk } from './chunk.js'

describe('chunk', () => {
  it('splits in order into groups of at most size', () => {
    expect(chunk({ items: [1, 2, 3, 4, 5], size: 2 })).toEqual([[1, 2], [3, 4], [5]])
    expect(chunk({ items: [1, 2], size: 5 })).toEqual([[1, 2]])
    expect(chunk({ items: [], size: 3 })).toEqual([])
  })
})
