import { describe, expect, it } from 'vitest'
import { MAX_TICK, MIN_TICK } from './constants.js'
import { wordBounds } from './wordBounds.js'

describe('wordBounds', () => {
  it('spans the words of MIN_TICK and MAX_TICK for each tick spacing', () => {
    expect(wordBounds({ tickSpacing: 1 })).toEqual({ minWord: -3466, maxWord: 3465 })
    expect(wordBounds({ tickSpacing: 10 })).toEqual({ minWord: -347, maxWord: 346 })
    expect(wordBounds({ tickSpacing: 60 })).toEqual({ minWord: -58, maxWord: 57 })
    expect(wordBounds({ tickSpacing: 200 })).toEqual({ minWord: -18, maxWord: 17 })
    for (const tickSpacing of [1, 10, 60, 200]) {
      const { minWord, maxWord } = wordBounds({ tickSpacing })
      // The lowest usable tick (a multiple of the spacing) is in minWord, the highest in maxWord.
      expect(Math.ceil(MIN_TICK / tickSpacing) >> 8).toBe(minWord)
      expect(Math.floor(MAX_TICK / tickSpacing) >> 8).toBe(maxWord)
    }
    // A spacing whose highest compressed tick ends a word: searching right of it reads the next word.
    // 887272 / 3466 = 255.99...: the highest compressed tick is 255, the last bit of word 0.
    expect(wordBounds({ tickSpacing: 3466 })).toEqual({ minWord: -1, maxWord: 1 })
  })
})
