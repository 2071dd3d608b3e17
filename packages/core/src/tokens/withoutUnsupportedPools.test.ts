import { describe, expect, it } from 'vitest'
import type { Simulator } from '../types/Simulator.js'
import { withoutUnsupportedPools } from './withoutUnsupportedPools.js'

const pool = (a: string, b: string) => ({ pool: { tokens: [a, b] } }) as unknown as Simulator

describe('withoutUnsupportedPools', () => {
  it('drops every pool that holds an unsupported token, whatever the case of its address', () => {
    const snapshot = { simulators: [pool('0xAa', '0xbb'), pool('0xcc', '0xBB'), pool('0xcc', '0xdd')], blockNumber: 7n }
    expect(withoutUnsupportedPools({ snapshot, unsupported: new Set() })).toBe(snapshot)
    expect(withoutUnsupportedPools({ snapshot, unsupported: new Set(['0xee']) })).toBe(snapshot)
    const kept = withoutUnsupportedPools({ snapshot, unsupported: new Set(['0xbb']) })
    expect(kept).toEqual({ simulators: [snapshot.simulators[2]], blockNumber: 7n })
    // The same list for the same snapshot and set (the solver caches its graph per list); a new one when the set changes.
    expect(withoutUnsupportedPools({ snapshot, unsupported: new Set(['0xbb']) }).simulators).toBe(kept.simulators)
    expect(withoutUnsupportedPools({ snapshot, unsupported: new Set(['0xaa']) }).simulators).toEqual([snapshot.simulators[1], snapshot.simulators[2]])
  })
})
