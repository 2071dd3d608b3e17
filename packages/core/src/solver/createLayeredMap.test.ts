import { describe, expect, test } from 'vitest'
import { createLayeredMap, layeredChangesSince } from './createLayeredMap.js'

describe('createLayeredMap', () => {
  test('reads, size and order as a copied Map edited the same way, block after block, through folds; earlier maps untouched', () => {
    const base = new Map(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]))
    let layered: ReadonlyMap<string, number> = base
    let copied = new Map(base)
    const history: [ReadonlyMap<string, number>, [string, number][]][] = []
    for (let block = 1; block <= 40; block++) {
      const next = createLayeredMap({ from: layered })
      copied = new Map(copied)
      // Each block: three keys changed (some changed before), one new key.
      for (const key of [`k${block % 7}`, `k${(block * 13) % 100}`, `new${block - 1}`, `new${block}`]) {
        next.set(key, block)
        copied.set(key, block)
      }
      expect([...next]).toEqual([...copied])
      expect([...next.keys()]).toEqual([...copied.keys()])
      expect([...next.values()]).toEqual([...copied.values()])
      expect(next.size).toBe(copied.size)
      for (const key of ['k3', 'k99', `new${block}`, 'absent']) {
        expect(next.get(key)).toBe(copied.get(key))
        expect(next.has(key)).toBe(copied.has(key))
      }
      const seen: string[] = []
      next.forEach((value, key) => {
        seen.push(`${key}=${value}`)
      })
      expect(seen).toEqual([...copied].map(([key, value]) => `${key}=${value}`))
      history.push([next, [...copied]])
      layered = next
    }
    for (const [map, entries] of history) expect([...map]).toEqual(entries)
    expect(base.size).toBe(100)
    expect(base.get('k3')).toBe(3)
  })

  test("layeredChangesSince: every key that differs from the origin is among the changes, the origin's keys keep their order; undefined once folded or unrelated", () => {
    const base = new Map(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]))
    expect(layeredChangesSince({ map: base, origin: base })).toBeUndefined()
    let origin: ReadonlyMap<string, number> = base
    let folded = false
    for (let block = 1; block <= 40 && !folded; block++) {
      const next = createLayeredMap({ from: origin })
      for (const key of [`k${block % 7}`, `k${(block * 13) % 100}`, `new${block}`]) next.set(key, block)
      const layered = layeredChangesSince({ map: next, origin })
      if (!layered) {
        // Folded into a new base: the reader measures the map whole.
        expect([...next]).toEqual([...new Map([...origin, ...[`k${block % 7}`, `k${(block * 13) % 100}`, `new${block}`].map((key) => [key, block] as const)])])
        folded = true
        continue
      }
      for (const [key, value] of next) if (origin.get(key) !== value) expect(layered.changes.has(key), key).toBe(true)
      expect([...next.keys()].slice(0, origin.size)).toEqual([...origin.keys()])
      expect([...layered.base.keys()]).toEqual([...base.keys()])
      origin = next
    }
    expect(layeredChangesSince({ map: createLayeredMap({ from: base }), origin: new Map(base) })).toBeUndefined()
  })
})
