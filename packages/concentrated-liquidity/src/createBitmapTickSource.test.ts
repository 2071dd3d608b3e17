import { StateNotLoadedError } from '@sluice/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createBitmapTickSource } from './createBitmapTickSource.js'
import { createTickTable } from './createTickTable.js'
import { type NextInitializedTick, nextInitializedTickWithinOneWord } from './nextInitializedTickWithinOneWord.js'

/** What `next` gives, or the word it stops at as not loaded. */
function outcome(next: () => NextInitializedTick) {
  try {
    const { next: tick, initialized } = next()
    return { next: tick, initialized }
  } catch (error) {
    if (!(error instanceof StateNotLoadedError)) throw error
    return { request: error.request }
  }
}

describe('createBitmapTickSource', () => {
  it('finds the same next tick as TickBitmap.nextInitializedTickWithinOneWord over the bitmap of the same ticks, and the same words not loaded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 10, 60, 200),
        fc.uniqueArray(fc.integer({ min: -900, max: 900 }), { maxLength: 40 }),
        fc.integer({ min: -1000 * 200, max: 1000 * 200 }),
        fc.boolean(),
        fc.integer({ min: -4, max: 0 }),
        fc.integer({ min: 0, max: 4 }),
        (tickSpacing, compressedTicks, tick, lte, minWord, maxWord) => {
          const ticks = compressedTicks.filter((c) => c >> 8 >= minWord && c >> 8 <= maxWord).map((c) => c * tickSpacing)
          const bitmap = new Map<number, bigint>()
          for (const t of ticks) bitmap.set((t / tickSpacing) >> 8, (bitmap.get((t / tickSpacing) >> 8) ?? 0n) | (1n << BigInt((t / tickSpacing) & 255)))
          const word = (position: number): bigint => {
            if (position < minWord || position > maxWord)
              throw new StateNotLoadedError({ reason: 'TICKS_NOT_LOADED', pool: 'pool', request: { word: position } })
            return bitmap.get(position) ?? 0n
          }
          const tickTable = createTickTable({ entries: ticks.map((t) => ({ tick: t, liquidityNet: BigInt(t), liquidityGross: 1n })) })
          const source = createBitmapTickSource({ tickSpacing, minWord, maxWord, tickTable, pool: 'pool' })
          const expected = outcome(() => nextInitializedTickWithinOneWord({ next: 0, initialized: false }, word, tick, tickSpacing, lte))
          const out = { next: 0, initialized: false }
          expect(
            outcome(() => {
              source.next(out, tick, lte)
              return out
            }),
          ).toEqual(expected)
          if ('initialized' in expected && expected.initialized) expect(source.cross(expected.next, lte)).toBe(BigInt(expected.next))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('reads the net of any tick of the table when crossing, and refuses a tick that is not initialised', () => {
    const tickTable = createTickTable({
      entries: [
        { tick: -120, liquidityNet: -(1n << 127n), liquidityGross: 1n << 127n },
        { tick: 60, liquidityNet: (1n << 127n) - 1n, liquidityGross: (1n << 128n) - 1n },
        { tick: 600, liquidityNet: -5n, liquidityGross: 5n },
      ],
    })
    const source = createBitmapTickSource({ tickSpacing: 60, minWord: -1, maxWord: 0, tickTable, pool: 'pool' })
    expect(source.cross(600, true)).toBe(-5n)
    expect(source.cross(-120, true)).toBe(-(1n << 127n))
    expect(source.cross(60, false)).toBe((1n << 127n) - 1n)
    expect(() => source.cross(0, true)).toThrow(expect.objectContaining({ reason: 'TICKS_NOT_LOADED' }))
  })
})
