import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { createConstantProductSimulator } from '../testing/createConstantProductSimulator.js'
import { testPoolSimulator } from '../testing/testPoolSimulator.js'
import { testToken } from '../testing/testToken.js'
import type { Simulator } from '../types/Simulator.js'
import { buildPoolGraph, type PoolGraph } from './buildPoolGraph.js'
import { deepestEdges } from './deepestEdges.js'

const e18 = 10n ** 18n
const token = testToken
const v2 = (token0: Address, token1: Address, reserve0: bigint, reserve1: bigint) =>
  testPoolSimulator({ tokens: [token0, token1], reserves: [reserve0, reserve1] })
const [A, B, C] = [token(0xa), token(0xb), token(0xc)]
const key = (t: Address) => t.toLowerCase()

describe('buildPoolGraph', () => {
  test('one edge per direction, with the spot rate net of the fee, twinned', () => {
    const graph = buildPoolGraph({ simulators: [v2(A, B, 100n * e18, 200n * e18)] })
    const [forward] = graph.edgesBetween.get(key(A))!.get(key(B))!
    expect(forward!.rate).toBeCloseTo(2 * 0.997, 12)
    expect(forward!.twin.rate).toBeCloseTo(0.5 * 0.997, 12)
    expect(forward!.twin.twin).toBe(forward)
  })

  test("a later block's list reuses the edges of simulators it still holds at the same place, and measures the rest", () => {
    const ab = v2(A, B, 100n * e18, 200n * e18)
    const bc = v2(B, C, 100n * e18, 300n * e18)
    const first = buildPoolGraph({ simulators: [ab, bc] })
    // The next block: B/C changed (a new simulator), A/B did not.
    const bcNext = v2(B, C, 100n * e18, 330n * e18)
    const second = buildPoolGraph({ simulators: [ab, bcNext] })
    expect(second).not.toBe(first)
    expect(second.edgesFrom.get(key(A))![0]).toBe(first.edgesFrom.get(key(A))![0])
    const [bcEdge] = second.edgesBetween.get(key(B))!.get(key(C))!
    expect(bcEdge!.simulator).toBe(bcNext)
    expect(bcEdge!.rate).toBeCloseTo(3.3 * 0.997, 12)
    // A simulator at another place gets edges carrying its new index.
    const moved = buildPoolGraph({ simulators: [bcNext, ab] })
    const [abMoved] = moved.edgesBetween.get(key(A))!.get(key(B))!
    expect(abMoved!.index).toBe(1)
    expect(abMoved!.twin.index).toBe(1)
    expect(moved.edgesBetween.get(key(B))!.get(key(C))![0]!.index).toBe(0)
  })
})

describe('buildPoolGraph patched from the last block', () => {
  /** What a new build gives: per token, its edges' pools and directions in pool order. */
  const expected = (simulators: readonly Simulator[]) => {
    const from = new Map<string, [number, string][]>()
    simulators.forEach((simulator, index) => {
      const [t0, t1] = simulator.pool.tokens.map(key) as [string, string]
      for (const [inKey, outKey] of [
        [t0, t1],
        [t1, t0],
      ] as const) {
        if (!from.has(inKey)) from.set(inKey, [])
        from.get(inKey)!.push([index, outKey])
      }
    })
    return from
  }
  const shape = (graph: PoolGraph, simulators: readonly Simulator[]) => {
    const from = new Map<string, [number, string][]>()
    for (const [inKey, edges] of graph.edgesFrom) {
      from.set(
        inKey,
        edges.map((edge) => {
          expect(edge.simulator).toBe(simulators[edge.index])
          expect(graph.edgesBetween.get(inKey)!.get(edge.outKey)).toContain(edge)
          return [edge.index, edge.outKey]
        }),
      )
    }
    return from
  }
  const tokens = [0xa, 0xb, 0xc, 0xd, 0xe, 0xf].map(token)
  const pair = (i: number) => [tokens[i % 6]!, tokens[(i * 7 + 1) % 6]!] as const

  test('changed pools replace their edges in place, new pools go last, untouched lists are shared, the old graph is left as it was', () => {
    const first = Array.from({ length: 40 }, (_, i) => {
      const [t0, t1] = pair(i)
      return v2(t0, t1 === t0 ? tokens[(i + 1) % 6]! : t1, BigInt(100 + i) * e18, BigInt(200 + i) * e18)
    })
    // Pools among tokens of their own, which nothing below touches.
    first.push(v2(token(0x21), token(0x22), e18, e18), v2(token(0x22), token(0x23), e18, e18))
    const firstGraph = buildPoolGraph({ simulators: first })
    const firstShape = shape(firstGraph, first)
    // The next block: pools 3, 17 and 29 changed (new simulators of the same pools), two new pools, one with a new token.
    const moved = (simulator: Simulator, reserve0: bigint) =>
      createConstantProductSimulator({ state: { pool: simulator.pool, blockNumber: 2n, data: { reserve0, reserve1: 150n * e18 } } })
    const second = first.map((simulator, i) => ([3, 17, 29].includes(i) ? moved(simulator, BigInt(i + 1) * e18) : simulator))
    second.push(v2(tokens[0]!, tokens[2]!, 50n * e18, 60n * e18), v2(tokens[1]!, token(0x99), 70n * e18, 80n * e18))
    const secondGraph = buildPoolGraph({ simulators: second })
    expect(shape(secondGraph, second)).toEqual(expected(second))
    const changed = secondGraph.edgesBetween.get(key(second[17]!.pool.tokens[0]))!.get(key(second[17]!.pool.tokens[1]))!
    expect(changed.map((edge) => edge.simulator)).toContain(second[17])
    expect(changed.map((edge) => edge.simulator)).not.toContain(first[17])
    // A token no changed or new pool touches keeps the very same list.
    const touched = new Set([3, 17, 29, 42, 43].flatMap((i) => second[i]!.pool.tokens.map(key)))
    const untouched = [...firstGraph.edgesFrom.keys()].filter((k) => !touched.has(k))
    expect(untouched.sort()).toEqual([0x21, 0x22, 0x23].map((n) => key(token(n))))
    for (const k of untouched) expect(secondGraph.edgesFrom.get(k)).toBe(firstGraph.edgesFrom.get(k))
    expect(shape(firstGraph, first)).toEqual(firstShape)
    expect(firstShape).toEqual(expected(first))
  })

  test('a list whose pools moved or shrank is built anew', () => {
    const a = v2(tokens[0]!, tokens[1]!, e18, e18)
    const b = v2(tokens[1]!, tokens[2]!, e18, e18)
    const c = v2(tokens[2]!, tokens[3]!, e18, e18)
    buildPoolGraph({ simulators: [a, b, c] })
    for (const list of [
      [a, c, b],
      [a, b],
    ])
      expect(shape(buildPoolGraph({ simulators: list }), list)).toEqual(expected(list))
  })
})

describe('deepestEdges on a patched graph', () => {
  test('equal to sorting the new list afresh: changed pools move to their new depth, new pools take their place, ties in pool order', () => {
    const hub = token(0x50)
    const others = Array.from({ length: 60 }, (_, i) => token(0x100 + i))
    // Depths (the hub's reserve) with ties, so that the order of equal depths counts.
    const first = others.map((other, i) => v2(hub, other, BigInt(1 + (i % 7)) * e18, e18))
    const firstGraph = buildPoolGraph({ simulators: first })
    expect(deepestEdges({ graph: firstGraph, token: key(hub), count: 1000 }).map((edge) => edge.index)).toEqual(
      [...first.keys()].sort((a, b) => (a % 7 === b % 7 ? a - b : (b % 7) - (a % 7))),
    )
    const moved = (simulator: Simulator, reserve0: bigint) =>
      createConstantProductSimulator({ state: { pool: simulator.pool, blockNumber: 2n, data: { reserve0, reserve1: e18 } } })
    const second = first.map((simulator, i) => (i === 3 ? moved(simulator, 100n * e18) : i === 40 ? moved(simulator, 2n * e18) : simulator))
    second.push(v2(hub, token(0x200), 5n * e18, e18))
    const secondGraph = buildPoolGraph({ simulators: second })
    const depthOf = (i: number) => (i === 3 ? 100 : i === 40 ? 2 : i === 60 ? 5 : 1 + (i % 7))
    const expected = [...second.keys()].sort((a, b) => (depthOf(a) === depthOf(b) ? a - b : depthOf(b) - depthOf(a)))
    const sorted = deepestEdges({ graph: secondGraph, token: key(hub), count: 1000 })
    expect(sorted.map((edge) => edge.index)).toEqual(expected)
    expect(sorted.every((edge) => edge.simulator === second[edge.index])).toBe(true)
    expect(deepestEdges({ graph: secondGraph, token: key(hub), count: 3 }).map((edge) => edge.index)).toEqual(expected.slice(0, 3))
    // The first edges are kept with the sorted list (the same list while the same count is asked), whatever count comes next.
    expect(deepestEdges({ graph: secondGraph, token: key(hub), count: 5 }).map((edge) => edge.index)).toEqual(expected.slice(0, 5))
    const top = deepestEdges({ graph: secondGraph, token: key(hub), count: 4 })
    expect(top.map((edge) => edge.index)).toEqual(expected.slice(0, 4))
    expect(deepestEdges({ graph: secondGraph, token: key(hub), count: 4 })).toBe(top)
  })
})
