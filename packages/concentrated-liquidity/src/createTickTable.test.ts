import { deserialize, serialize } from 'node:v8'
import { InvalidParametersError } from '@sluice/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_UINT128 } from './constants.js'
import { createTickTable } from './createTickTable.js'
import { findTickTableEntry } from './findTickTableEntry.js'
import { readTickTable } from './readTickTable.js'

const int128 = fc.bigInt({ min: -(1n << 127n), max: (1n << 127n) - 1n })
const entries = fc.uniqueArray(
  fc.record({ tick: fc.integer({ min: -887_272, max: 887_272 }), liquidityNet: int128, liquidityGross: fc.bigInt({ min: 1n, max: MAX_UINT128 }) }),
  { selector: (entry) => entry.tick, maxLength: 50 },
)

describe('createTickTable', () => {
  it('keeps every tick, net and gross to the bit, ascending, and finds each by its tick', () => {
    fc.assert(
      fc.property(entries, (given) => {
        const table = createTickTable({ entries: given })
        const sorted = [...given].sort((a, b) => a.tick - b.tick)
        expect(readTickTable({ table })).toEqual(sorted)
        for (const entry of given) expect(findTickTableEntry({ table, tick: entry.tick })).toEqual(entry)
        expect(findTickTableEntry({ table, tick: 887_273 })).toBeUndefined()
      }),
    )
  })

  it('holds both arrays in one buffer and is plain data: a structured clone (postMessage) and v8.serialize (the state feed) carry it whole', () => {
    const table = createTickTable({
      entries: [
        { tick: -887_220, liquidityNet: -(1n << 127n), liquidityGross: MAX_UINT128 },
        { tick: 0, liquidityNet: -1n, liquidityGross: 1n },
        { tick: 887_220, liquidityNet: (1n << 127n) - 1n, liquidityGross: 1n << 64n },
      ],
    })
    // Three ticks: the liquidity starts after 4 bytes of padding in the table's one buffer.
    expect(table.liquidity.buffer).toBe(table.ticks.buffer)
    expect(table.liquidity.byteOffset).toBe(16)
    for (const copy of [structuredClone(table), deserialize(serialize(table))]) expect(readTickTable({ table: copy })).toEqual(readTickTable({ table }))
    // A structured clone keeps the two views on one buffer (v8.serialize writes each view apart).
    const clone = structuredClone(table)
    expect(clone.liquidity.buffer).toBe(clone.ticks.buffer)
  })

  it('refuses a tick given twice and liquidity the pool cannot hold', () => {
    const entry = { tick: 60, liquidityNet: 1n, liquidityGross: 1n }
    expect(() => createTickTable({ entries: [entry, entry] })).toThrow(InvalidParametersError)
    expect(() => createTickTable({ entries: [{ ...entry, liquidityNet: 1n << 127n }] })).toThrow(InvalidParametersError)
    expect(() => createTickTable({ entries: [{ ...entry, liquidityGross: 0n }] })).toThrow(InvalidParametersError)
    expect(() => createTickTable({ entries: [{ ...entry, liquidityGross: MAX_UINT128 + 1n }] })).toThrow(InvalidParametersError)
  })
})
