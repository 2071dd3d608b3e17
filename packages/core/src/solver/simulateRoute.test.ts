import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { SimulationError } from '../errors/errors.js'
import { createConstantProductSimulator } from '../testing/createConstantProductSimulator.js'
import { delegateSimulator } from '../testing/delegateSimulator.js'
import type { Simulator } from '../types/Simulator.js'
import { buildPoolGraph, type PoolEdge } from './buildPoolGraph.js'
import { quoteOwnState, simulateRoute } from './simulateRoute.js'

const A = '0x00000000000000000000000000000000000000a1' as Address
const B = '0x00000000000000000000000000000000000000b2' as Address
const e18 = 10n ** 18n
const pool = (address: Address, reserve0: bigint, reserve1: bigint) =>
  createConstantProductSimulator({
    state: { pool: { id: address, address, sourceId: 0, tokens: [A, B], fee: 3000 }, blockNumber: 1n, data: { reserve0, reserve1 } },
  })

describe('simulateRoute', () => {
  const simulators = [pool('0x0000000000000000000000000000000000000001', 100n * e18, 200n * e18)]
  const edge = buildPoolGraph({ simulators }).edgesFrom.get(A.toLowerCase())![0] as PoolEdge

  test('two paths through one pool execute one after the other on shared state', () => {
    const route = simulateRoute({ mode: 'sell', tokenIn: A, tokenOut: B, paths: [[edge], [edge]], amounts: [e18, e18], blockNumber: 5n })
    const fresh = simulators[0]!.clone()
    const first = fresh.swapExactIn({ tokenIn: A, amountIn: e18 }).amountOut
    const second = fresh.swapExactIn({ tokenIn: A, amountIn: e18 }).amountOut
    expect(route.paths.map((path) => path.amountOut)).toEqual([first, second])
    expect(second).toBeLessThan(first)
    expect(route).toMatchObject({ amountIn: 2n * e18, amountOut: first + second, gas: 130_000n, blockNumber: 5n })
    // The snapshot's simulator is untouched.
    expect(simulators[0]!.quoteExactIn({ tokenIn: A, amountIn: e18 }).amountOut).toBe(first)
  })

  test('buy mode: exactly the output, for the input an exact-out swap takes (as the router executes it)', () => {
    const amountOut = 3n * e18 + 12345n
    const route = simulateRoute({ mode: 'buy', tokenIn: A, tokenOut: B, paths: [[edge]], amounts: [amountOut], blockNumber: 5n })
    expect(route.amountOut).toBe(amountOut)
    expect(route.amountIn).toBe(simulators[0]!.quoteExactOut!({ tokenOut: B, amountOut }).amountIn)
  })

  test("buy mode, two hops: each pool delivers exactly the next one's input", () => {
    const C = '0x00000000000000000000000000000000000000c3' as Address
    const second = createConstantProductSimulator({
      state: {
        pool: {
          id: '0x0000000000000000000000000000000000000002',
          address: '0x0000000000000000000000000000000000000002',
          sourceId: 0,
          tokens: [B, C],
          fee: 3000,
        },
        blockNumber: 1n,
        data: { reserve0: 300n * e18, reserve1: 7n * 10n ** 6n },
      },
    })
    const graph = buildPoolGraph({ simulators: [simulators[0]!, second] })
    const ab = graph.edgesFrom.get(A.toLowerCase())![0] as PoolEdge
    const bc = graph.edgesFrom.get(B.toLowerCase())!.find((e) => e.tokenOut.toLowerCase() === C.toLowerCase()) as PoolEdge
    const route = simulateRoute({ mode: 'buy', tokenIn: A, tokenOut: C, paths: [[ab, bc]], amounts: [12_345n], blockNumber: 5n })
    const [first, last] = route.paths[0]!.steps
    expect(last!.amountOut).toBe(12_345n)
    expect(first!.amountOut).toBe(last!.amountIn)
    expect(last!.amountIn).toBe(second.quoteExactOut!({ tokenOut: C, amountOut: 12_345n }).amountIn)
    expect(route.amountIn).toBe(first!.amountIn)
  })

  test('a path with a zero amount is left out; a step that reverts throws', () => {
    const route = simulateRoute({ mode: 'sell', tokenIn: A, tokenOut: B, paths: [[edge], [edge]], amounts: [0n, e18], blockNumber: 5n })
    expect(route.paths).toHaveLength(1)
    // One wei of B is worth half a wei of A: zero out, where the pair reverts.
    expect(() => simulateRoute({ mode: 'sell', tokenIn: B, tokenOut: A, paths: [[edge.twin]], amounts: [1n], blockNumber: 5n })).toThrow(SimulationError)
    expect(() => simulateRoute({ mode: 'buy', tokenIn: A, tokenOut: B, paths: [[edge]], amounts: [300n * e18], blockNumber: 5n })).toThrow(SimulationError)
  })

  test('a pool one step alone uses is quoted on its own state (no clone), shared pools swap on clones: the same amounts, both ways', () => {
    const other = pool('0x0000000000000000000000000000000000000003', 50n * e18, 120n * e18)
    const cloned: string[] = []
    const watched = (inner: Simulator): Simulator =>
      delegateSimulator({
        inner,
        overrides: {
          clone: () => {
            cloned.push(inner.pool.id)
            return inner.clone()
          },
        },
      })
    const [shared, alone] = [watched(simulators[0]!), watched(other)]
    const edges = buildPoolGraph({ simulators: [shared, alone] }).edgesFrom.get(A.toLowerCase()) as PoolEdge[]
    for (const mode of ['sell', 'buy'] as const) {
      cloned.length = 0
      const asked: [string, bigint, boolean][] = []
      const route = simulateRoute({
        mode,
        tokenIn: A,
        tokenOut: B,
        paths: [[edges[0]!], [edges[1]!], [edges[0]!]],
        amounts: [e18, 3n * e18, 2n * e18],
        blockNumber: 5n,
        quoteAlone: (edge, amount, sell) => {
          asked.push([edge.simulator.pool.id, amount, sell])
          return quoteOwnState(edge, amount, sell)
        },
      })
      // As one clone per pool executes it, in path order.
      const [first, second] = [simulators[0]!.clone(), other.clone()]
      const swap = (simulator: Simulator, amount: bigint) =>
        mode === 'sell' ? simulator.swapExactIn({ tokenIn: A, amountIn: amount }) : simulator.swapExactOut!({ tokenOut: B, amountOut: amount })
      const expected = [swap(first, e18), swap(second, 3n * e18), swap(first, 2n * e18)]
      expect(route.paths.map((path) => [path.amountIn, path.amountOut])).toEqual(expected.map((result) => [result.amountIn, result.amountOut]))
      expect(route.gas).toBe(expected.reduce((sum, result) => sum + result.gas, 0n))
      expect(asked).toEqual([[other.pool.id, 3n * e18, mode === 'sell']])
      expect(cloned).toEqual([simulators[0]!.pool.id])
    }
  })
})
