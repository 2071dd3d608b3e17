import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import type { Simulator } from '../types/Simulator.js'
import { buildPoolGraph } from './buildPoolGraph.js'
import { hopDistances } from './hopDistances.js'

/** Pools as the graph sees them: tokens and source only (no swap is made). */
const pool = (a: string, b: string, sourceId = 0) => ({ pool: { address: '0x01', sourceId, tokens: [a as Address, b as Address], fee: 3000 } }) as unknown as Simulator

describe('hopDistances and buildPoolGraph', () => {
  const simulators = [pool('0xA', '0xB'), pool('0xB', '0xC'), pool('0xC', '0xD', 1), pool('0xD', '0xE')]
  const graph = buildPoolGraph({ simulators })

  test('each pool is an edge both ways, keyed by lower-cased address; the graph is built once per list', () => {
    expect(graph.edgesFrom.get('0xb')!.map((edge) => edge.outKey)).toEqual(['0xa', '0xc'])
    expect(graph.edgesFrom.get('0xa')![0]!.twin.twin).toBe(graph.edgesFrom.get('0xa')![0])
    expect(buildPoolGraph({ simulators })).toBe(graph)
  })

  test('fewest hops to the goal, within maxHops and the allowed pools', () => {
    const all = hopDistances({ graph, goal: '0xa', maxHops: 3, isAllowed: () => true })
    expect(Object.fromEntries(all)).toEqual({ '0xa': 0, '0xb': 1, '0xc': 2, '0xd': 3 })
    const noSource1 = hopDistances({ graph, goal: '0xe', maxHops: 3, isAllowed: (edge) => edge.simulator.pool.sourceId !== 1 })
    expect(Object.fromEntries(noSource1)).toEqual({ '0xe': 0, '0xd': 1 })
  })
})
