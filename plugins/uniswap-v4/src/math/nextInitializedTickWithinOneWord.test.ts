import { describe, expect, it } from 'vitest'
import { type NextInitializedTick, nextInitializedTickWithinOneWord } from './nextInitializedTickWithinOneWord.js'

// Initialised compressed ticks -200, -55, -4, 70, 78, 84, 139, 240, 535 (v4-core's TickBitmap test set), tick spacing 1.
const initialized = [-200, -55, -4, 70, 78, 84, 139, 240, 535]
const words = new Map<number, bigint>()
for (const tick of initialized) words.set(tick >> 8, (words.get(tick >> 8) ?? 0n) | (1n << BigInt(tick & 255)))
const word = (position: number) => words.get(position) ?? 0n
const next = (tick: number, lte: boolean, spacing = 1): NextInitializedTick =>
  nextInitializedTickWithinOneWord({ next: 0, initialized: false }, (p) => word(p), tick, spacing, lte)

describe('nextInitializedTickWithinOneWord', () => {
  it('searching right (gt): the next initialised tick in the word, or the word end', () => {
    expect(next(78, false)).toEqual({ next: 84, initialized: true })
    expect(next(77, false)).toEqual({ next: 78, initialized: true })
    expect(next(-56, false)).toEqual({ next: -55, initialized: true })
    expect(next(255, false)).toEqual({ next: 511, initialized: false })
    expect(next(-257, false)).toEqual({ next: -200, initialized: true })
  })

  it('searching left (lte): the tick itself when initialised, or the word start', () => {
    expect(next(78, true)).toEqual({ next: 78, initialized: true })
    expect(next(79, true)).toEqual({ next: 78, initialized: true })
    expect(next(258, true)).toEqual({ next: 256, initialized: false })
    expect(next(-1, true)).toEqual({ next: -4, initialized: true })
    expect(next(-257, true)).toEqual({ next: -512, initialized: false })
  })

  it('compresses negative ticks towards negative infinity', () => {
    // Tick -5 at spacing 10 is compressed to -1 (not 0): searching left from it finds compressed -4.
    expect(next(-5, true, 10)).toEqual({ next: -40, initialized: true })
    // Tick 5 is compressed to 0, in word 0, which has nothing at or below bit 0.
    expect(next(5, true, 10)).toEqual({ next: 0, initialized: false })
  })
})
