import { describe, expect, it } from 'vitest'
import { widenWordRange } from './widenWordRange.js'
import { wordBounds } from './wordBounds.js'

describe('widenWordRange', () => {
  const loaded = { tick: 0, tickSpacing: 1, minWord: -1, maxWord: 1, wordRadius: 2 }

  it('keeps the range when every word asked for is loaded, and ignores requests without a word', () => {
    expect(widenWordRange({ ...loaded, requests: [{ word: 1 }, { word: -1 }, {}, null, { word: 1.5 }] })).toEqual({ minWord: -1, maxWord: 1 })
  })

  it('reaches past a word asked for by twice its distance from the current word, and at least wordRadius', () => {
    expect(widenWordRange({ ...loaded, requests: [{ word: 5 }] })).toEqual({ minWord: -1, maxWord: 10 })
    expect(widenWordRange({ ...loaded, requests: [{ word: -2 }] })).toEqual({ minWord: -4, maxWord: 1 })
    expect(widenWordRange({ ...loaded, requests: [{ word: -2 }, { word: 3 }] })).toEqual({ minWord: -4, maxWord: 6 })
  })

  it('stays within the words the tick spacing allows', () => {
    const bounds = wordBounds({ tickSpacing: 60 })
    expect(widenWordRange({ ...loaded, tickSpacing: 60, requests: [{ word: bounds.maxWord }] })).toEqual({ minWord: -1, maxWord: bounds.maxWord })
  })
})
