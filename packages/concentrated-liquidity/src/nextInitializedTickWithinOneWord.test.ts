import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type NextInitializedTick, nextInitializedTickWithinOneWord } from './nextInitializedTickWithinOneWord.js'

/** A bitmap with these compressed ticks set, as the pool's `flipTick` builds it. */
function bitmapOf(compressedTicks: readonly number[]): Map<number, bigint> {
  const words = new Map<number, bigint>()
  for (const c of compressedTicks) words.set(c >> 8, (words.get(c >> 8) ?? 0n) | (1n << BigInt(c & 255)))
  return words
}

/** The specification, by brute force: scan tick by tick within the word. */
function reference(set: ReadonlySet<number>, tick: number, spacing: number, lte: boolean): NextInitializedTick {
  const compressed = Math.floor(tick / spacing)
  if (lte) {
    const wordStart = (compressed >> 8) << 8
    for (let c = compressed; c >= wordStart; c--) if (set.has(c)) return { next: c * spacing, initialized: true }
    return { next: wordStart * spacing, initialized: false }
  }
  const wordEnd = (((compressed + 1) >> 8) << 8) + 255
  for (let c = compressed + 1; c <= wordEnd; c++) if (set.has(c)) return { next: c * spacing, initialized: true }
  return { next: wordEnd * spacing, initialized: false }
}

const run = (words: Map<number, bigint>, tick: number, spacing: number, lte: boolean) =>
  nextInitializedTickWithinOneWord({ next: 0, initialized: false }, (position) => words.get(position) ?? 0n, tick, spacing, lte)

describe('nextInitializedTickWithinOneWord', () => {
  // Uniswap v3-core's TickBitmap test world: ticks -200, -55, -4, 70, 78, 84, 139, 240, 535.
  const words = bitmapOf([-200, -55, -4, 70, 78, 84, 139, 240, 535])

  it('finds the next initialised tick to the right, or the word end', () => {
    expect(run(words, 78, 1, false)).toEqual({ next: 84, initialized: true })
    expect(run(words, -55, 1, false)).toEqual({ next: -4, initialized: true })
    expect(run(words, 77, 1, false)).toEqual({ next: 78, initialized: true })
    expect(run(words, -56, 1, false)).toEqual({ next: -55, initialized: true })
    expect(run(words, 255, 1, false)).toEqual({ next: 511, initialized: false })
    expect(run(words, 383, 1, false)).toEqual({ next: 511, initialized: false })
    expect(run(words, -257, 1, false)).toEqual({ next: -200, initialized: true })
  })

  it('finds the initialised tick at or to the left, or the word start', () => {
    expect(run(words, 78, 1, true)).toEqual({ next: 78, initialized: true })
    expect(run(words, 79, 1, true)).toEqual({ next: 78, initialized: true })
    expect(run(words, 258, 1, true)).toEqual({ next: 256, initialized: false })
    expect(run(words, 256, 1, true)).toEqual({ next: 256, initialized: false })
    expect(run(words, 72, 1, true)).toEqual({ next: 70, initialized: true })
    expect(run(words, -257, 1, true)).toEqual({ next: -512, initialized: false })
    expect(run(words, 1023, 1, true)).toEqual({ next: 768, initialized: false })
  })

  it('agrees with a tick-by-tick scan for any bitmap, tick and spacing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 10, 60, 200),
        fc.uniqueArray(fc.integer({ min: -1200, max: 1200 }), { maxLength: 40 }),
        fc.integer({ min: -300_000, max: 300_000 }),
        fc.boolean(),
        (spacing, compressedTicks, tick, lte) => {
          const set = new Set(compressedTicks)
          expect(run(bitmapOf(compressedTicks), tick, spacing, lte)).toEqual(reference(set, tick, spacing, lte))
        },
      ),
      { numRuns: 3000 },
    )
  })
})
