import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { createConstantProductSimulator } from '../testing/createConstantProductSimulator.js'
import { delegateSimulator } from '../testing/delegateSimulator.js'
import type { SwapMode } from '../types/Route.js'
import { bestSpotRates } from './bestSpotRates.js'
import { buildPoolGraph } from './buildPoolGraph.js'
import { findCandidatePaths } from './findCandidatePaths.js'

const e18 = 10n ** 18n
const token = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
const [A, B, C, D] = [token(0xa), token(0xb), token(0xc), token(0xd)]
let n = 1
const v2 = (t0: Address, t1: Address, reserve: bigint, fee = 3000) =>
  createConstantProductSimulator({
    state: {
      pool: { id: token(0x1000 + n++), address: token(0x1000 + n++), sourceId: 0, tokens: [t0, t1], fee },
      blockNumber: 1n,
      data: { reserve0: reserve, reserve1: reserve },
    },
  })

describe('findCandidatePaths', () => {
  const simulators = [v2(A, D, 10n * e18), v2(A, B, 1000n * e18), v2(B, D, 1000n * e18), v2(A, C, 1000n * e18), v2(C, D, 1000n * e18, 10000)]
  const graph = buildPoolGraph({ simulators })
  const isAllowed = () => true
  const search = (mode: SwapMode, amount: bigint, beamWidth = 8, fanout = 8) => {
    const goal = (mode === 'sell' ? D : A).toLowerCase()
    const { rates, hops } = bestSpotRates({ graph, mode, goal, maxHops: 3, isAllowed })
    return findCandidatePaths({
      graph,
      mode,
      tokenIn: A.toLowerCase(),
      tokenOut: D.toLowerCase(),
      amount,
      maxHops: 3,
      beamWidth,
      fanout,
      maxPaths: 8,
      isAllowed,
      hops,
      rates,
    })
  }

  test('sell: complete paths ranked by their exact output', () => {
    const paths = search('sell', 5n * e18)
    expect(paths.map((path) => path.edges.map((edge) => edge.outKey))).toEqual([
      [B, D].map((t) => t.toLowerCase()),
      [C, D].map((t) => t.toLowerCase()),
      [D.toLowerCase()],
    ])
    expect(paths[0]!.amount).toBe(
      simulators[2]!.quoteExactIn({ tokenIn: B, amountIn: simulators[1]!.quoteExactIn({ tokenIn: A, amountIn: 5n * e18 }).amountOut }).amountOut,
    )
  })

  test('buy: walks back from tokenOut, paths in swap order ranked by least input', () => {
    const paths = search('buy', e18)
    expect(paths[0]!.edges.map((edge) => [edge.tokenIn, edge.tokenOut])).toEqual([
      [A, B],
      [B, D],
    ])
    expect(paths.map((path) => path.amount)).toEqual([...paths.map((path) => path.amount)].sort((a, b) => (a < b ? -1 : 1)))
    // The thin direct pool cannot deliver 10 D at all.
    expect(search('buy', 10n * e18).every((path) => path.edges.length === 2)).toBe(true)
  })

  test('a beam of one keeps the partial path with the best bound, so the best path survives', () => {
    const paths = search('sell', 5n * e18, 1)
    expect(paths[0]!.edges.map((edge) => edge.outKey)).toEqual([B, D].map((t) => t.toLowerCase()))
    expect(paths.some((path) => path.edges[0]!.outKey === C.toLowerCase())).toBe(false)
  })

  test('a pool without a depth estimate (an optional capability) is still a candidate, both ways', () => {
    const pool = v2(A, D, 1000n * e18)
    const bottomless = delegateSimulator({ inner: pool, overrides: { depth: undefined } })
    const only = buildPoolGraph({ simulators: [bottomless] })
    for (const mode of ['sell', 'buy'] as const) {
      const goal = (mode === 'sell' ? D : A).toLowerCase()
      const { rates, hops } = bestSpotRates({ graph: only, mode, goal, maxHops: 3, isAllowed })
      const paths = findCandidatePaths({
        graph: only,
        mode,
        tokenIn: A.toLowerCase(),
        tokenOut: D.toLowerCase(),
        amount: e18,
        maxHops: 3,
        beamWidth: 8,
        fanout: 8,
        maxPaths: 8,
        isAllowed,
        hops,
        rates,
      })
      expect(paths, mode).toHaveLength(1)
    }
  })
})
