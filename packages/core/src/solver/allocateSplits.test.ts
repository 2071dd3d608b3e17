import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { createConstantProductSimulator } from '../testing/createConstantProductSimulator.js'
import { delegateSimulator } from '../testing/delegateSimulator.js'
import type { Simulator } from '../types/Simulator.js'
import { allocateSplits } from './allocateSplits.js'
import { buildPoolGraph, type PoolEdge } from './buildPoolGraph.js'

const A = '0x00000000000000000000000000000000000000a1' as Address
const B = '0x00000000000000000000000000000000000000b2' as Address
const e18 = 10n ** 18n
const pool = (n: number, reserve: bigint) =>
  createConstantProductSimulator({
    state: {
      pool: {
        id: `0x${n.toString(16).padStart(40, '0')}`,
        address: `0x${n.toString(16).padStart(40, '0')}` as Address,
        sourceId: 0,
        tokens: [A, B],
        fee: 3000,
      },
      blockNumber: 1n,
      data: { reserve0: reserve, reserve1: reserve },
    },
  })

describe('allocateSplits', () => {
  const simulators = [pool(1, 100n * e18), pool(2, 300n * e18)]
  const edges = buildPoolGraph({ simulators }).edgesFrom.get(A.toLowerCase()) as PoolEdge[]
  const paths = edges.map((edge) => [edge])

  test('sell: chunks go where the marginal output is best, in proportion to depth within a last chunk', () => {
    const { shares, chunk } = allocateSplits({ mode: 'sell', paths, amount: 40n * e18, chunks: 40 })!
    expect(shares.reduce((a, b) => a + b, 0n)).toBe(40n * e18)
    // Three phases of 20 chunks: 60%, 30%, 10% of the amount; the last chunks are 0.2.
    expect(chunk).toBe(2n * 10n ** 17n)
    expect(shares[0]! - 10n * e18).toBeLessThanOrEqual(chunk)
    expect(10n * e18 - shares[0]!).toBeLessThanOrEqual(chunk)
  })

  test('marginals: the used paths end within a chunk of the same marginal output', () => {
    const { marginals } = allocateSplits({ mode: 'sell', paths, amount: 40n * e18, chunks: 40 })!
    const [m0, m1] = marginals as [bigint, bigint]
    expect(Math.abs(Number(m0 - m1)) / Number(m0)).toBeLessThan(0.01)
  })

  test('buy: the output is allocated in full', () => {
    const { shares, chunk } = allocateSplits({ mode: 'buy', paths, amount: 40n * e18, chunks: 40 })!
    expect(shares.reduce((a, b) => a + b, 0n)).toBe(40n * e18)
    expect(shares[1]! - 30n * e18).toBeLessThanOrEqual(chunk)
    expect(30n * e18 - shares[1]!).toBeLessThanOrEqual(chunk)
  })

  test('the same pool twice is one pool: its second path gets no free liquidity', () => {
    const first = paths[0]!
    const allocation = allocateSplits({ mode: 'sell', paths: [first, first], amount: 40n * e18, chunks: 8 })!.shares
    expect(allocation.reduce((a, b) => a + b, 0n)).toBe(40n * e18)
    expect(allocation[1]).toBe(0n)
  })

  test('undefined when the paths cannot carry the amount; an amount below the chunk count still allocates', () => {
    expect(allocateSplits({ mode: 'buy', paths, amount: 400n * e18, chunks: 10 })).toBeUndefined()
    expect(allocateSplits({ mode: 'sell', paths, amount: 3n, chunks: 10 })).toBeUndefined()
    expect(allocateSplits({ mode: 'sell', paths, amount: 5n * 10n ** 6n, chunks: 10 })!.shares.reduce((a, b) => a + b, 0n)).toBe(5n * 10n ** 6n)
  })

  test('a pool shared by paths is quoted once per state and amount, and its paths still see each other move it', () => {
    const C = '0x00000000000000000000000000000000000000c3' as Address
    const asked: string[] = []
    /** Counts the quotes of one pool by what it holds and what is asked (a swap changes what it holds). */
    const counted = (inner: Simulator): Simulator =>
      delegateSimulator({
        inner,
        overrides: {
          quoteExactIn: (parameters) => {
            asked.push(`${inner.quoteExactIn({ tokenIn: A, amountIn: e18 }).amountOut}:${parameters.tokenIn}:${parameters.amountIn}`)
            return inner.quoteExactIn(parameters)
          },
          clone: () => counted(inner.clone()),
        },
      })
    const hub = counted(
      createConstantProductSimulator({
        state: {
          pool: { id: '0x01', address: `0x${'1'.padStart(40, '0')}`, sourceId: 0, tokens: [A, C], fee: 3000 },
          blockNumber: 1n,
          data: { reserve0: 500n * e18, reserve1: 500n * e18 },
        },
      }),
    )
    const out = (n: number, reserve: bigint) =>
      createConstantProductSimulator({
        state: {
          pool: { id: `0x0${n}`, address: `0x${String(n).padStart(40, '0')}`, sourceId: 0, tokens: [C, B], fee: 3000 },
          blockNumber: 1n,
          data: { reserve0: reserve, reserve1: reserve },
        },
      })
    const graph = buildPoolGraph({ simulators: [hub, out(2, 50n * e18), out(3, 80n * e18), pool(4, 60n * e18)] })
    const [first, ...seconds] = [
      graph.edgesFrom.get(A.toLowerCase())![0]!,
      ...graph.edgesFrom.get(C.toLowerCase())!.filter((edge) => edge.outKey === B.toLowerCase()),
    ]
    const direct = graph.edgesFrom.get(A.toLowerCase())!.find((edge) => edge.outKey === B.toLowerCase())!
    const allocation = allocateSplits({ mode: 'sell', paths: [...seconds.map((second) => [first, second]), [direct]], amount: 60n * e18, chunks: 16 })!
    // What the allocation gave when it quoted every path afresh (each shared quote computed again: 32 quotes of the hub, not 18).
    expect(allocation).toEqual({
      shares: [14_250_000_000_000_000_000n, 23_250_000_000_000_000_000n, 22_500_000_000_000_000_000n],
      marginals: [398_993_247_167_526_620n, 397_710_775_977_655_667n, 392_316_714_364_216_349n],
      chunk: 750_000_000_000_000_000n,
    })
    expect(asked).toHaveLength(18)
    expect(new Set(asked).size).toBe(asked.length)
  })
})
