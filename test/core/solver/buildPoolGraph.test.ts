import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { buildPoolGraph } from '../../../packages/core/src/solver/buildPoolGraph.js'
import { testToken, v2TestSimulator } from './v2TestSimulator.js'

const e18 = 10n ** 18n
const token = testToken
const v2 = v2TestSimulator
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
