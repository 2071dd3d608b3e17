import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { createConstantProductSimulator } from '../testing/createConstantProductSimulator.js'
import type { Route, SwapMode } from '../types/Route.js'
import { buildPoolGraph, type PoolEdge } from './buildPoolGraph.js'
import { createSplitEvaluator } from './createSplitEvaluator.js'
import { simulateRoute } from './simulateRoute.js'

const e18 = 10n ** 18n
const token = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
const [A, B, C, D] = [token(0xa), token(0xb), token(0xc), token(0xd)]
let n = 1
const v2 = (t0: Address, t1: Address, reserve0: bigint, reserve1: bigint, gas = 60_000n) =>
  createConstantProductSimulator({
    state: {
      pool: { id: token(0x1000 + n), address: token(0x1000 + n++), sourceId: 0, tokens: [t0, t1], fee: 3000 },
      blockNumber: 1n,
      data: { reserve0, reserve1 },
    },
    gas,
  })

describe('createSplitEvaluator', () => {
  const simulators = [
    v2(A, D, 10n * e18, 12n * e18),
    v2(A, B, 100n * e18, 200n * e18, 90_000n),
    v2(B, D, 200n * e18, 110n * e18, 70_000n),
    v2(A, C, 100n * e18, 90n * e18),
    v2(C, D, 90n * e18, 100n * e18, 110_000n),
    v2(B, C, 50n * e18, 45n * e18),
  ]
  const graph = buildPoolGraph({ simulators })
  const edge = (from: Address, to: Address) => graph.edgesBetween.get(from.toLowerCase())!.get(to.toLowerCase())![0] as PoolEdge
  // Paths sharing pools (A→B in three, C→D in two) and one that shares none.
  const paths = [[edge(A, B), edge(B, D)], [edge(A, D)], [edge(A, C), edge(C, D)], [edge(A, B), edge(B, C), edge(C, D)], [edge(A, B), edge(B, D)]]
  const splits = [
    [e18, 0n, 0n, 0n, 0n],
    [e18, 2n * e18, 3n * e18, 0n, 0n],
    [0n, 5n * e18, 0n, 4n * e18, 1n],
    [3n * e18, e18, 2n * e18, 5n * e18, 7n * e18],
    [0n, 0n, 0n, 0n, 60n * e18],
    [40n * e18, 9n * e18, 0n, 0n, 0n],
    [0n, 0n, 0n, 0n, 0n],
  ]
  const simulated = (mode: SwapMode, amounts: readonly bigint[]): Route | undefined => {
    try {
      return simulateRoute({ mode, tokenIn: A, tokenOut: D, paths, amounts, blockNumber: 9n })
    } catch {
      return undefined
    }
  }

  test("a split's totals equal one whole simulation's, selling and buying, evaluated in any order", () => {
    for (const mode of ['sell', 'buy'] as const) {
      const evaluator = createSplitEvaluator({ mode, paths })
      // Twice over: the second pass reads every group from what the first kept.
      for (const amounts of [...splits, ...[...splits].reverse()]) {
        const whole = simulated(mode, amounts)
        const where = `${mode} ${amounts}`
        if (whole) expect(evaluator.totals(amounts), where).toEqual({ amountIn: whole.amountIn, amountOut: whole.amountOut, gas: whole.gas })
        else if (amounts.some((amount) => amount > 0n)) expect(() => evaluator.totals(amounts), where).toThrow()
      }
    }
    // Some splits cannot be executed (more than the pools hold when buying), and most can.
    expect(splits.filter((amounts) => simulated('buy', amounts) === undefined).length).toBeGreaterThan(1)
    expect(splits.filter((amounts) => simulated('sell', amounts) !== undefined).length).toBeGreaterThan(4)
  })
})
