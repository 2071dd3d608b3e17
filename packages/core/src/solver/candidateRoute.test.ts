import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { createConstantProductSimulator } from '../testing/createConstantProductSimulator.js'
import { delegateSimulator } from '../testing/delegateSimulator.js'
import type { Route, SwapMode } from '../types/Route.js'
import type { Simulator } from '../types/Simulator.js'
import { bestSpotRates } from './bestSpotRates.js'
import { buildPoolGraph } from './buildPoolGraph.js'
import { candidateRoute } from './candidateRoute.js'
import { findCandidatePaths } from './findCandidatePaths.js'
import { simulateRoute } from './simulateRoute.js'

const e18 = 10n ** 18n
const token = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
const [A, B, C, D] = [token(0xa), token(0xb), token(0xc), token(0xd)]
let n = 1
const v2 = (t0: Address, t1: Address, reserve0: bigint, reserve1: bigint, fee = 3000, gas = 60_000n) =>
  createConstantProductSimulator({
    state: {
      pool: { id: token(0x1000 + n), address: token(0x1000 + n++), sourceId: 0, tokens: [t0, t1], fee },
      blockNumber: 1n,
      data: { reserve0, reserve1 },
    },
    gas,
  })

/** Every candidate of the search for `amount`, as `candidateRoute` gives it and as `simulateRoute` simulates it alone. */
function compare(simulators: readonly Simulator[], mode: SwapMode, amount: bigint) {
  const graph = buildPoolGraph({ simulators })
  const goal = (mode === 'sell' ? D : A).toLowerCase()
  const { rates, hops } = bestSpotRates({ graph, mode, goal, maxHops: 3 })
  const candidates = findCandidatePaths({
    graph,
    mode,
    tokenIn: A.toLowerCase(),
    tokenOut: D.toLowerCase(),
    amount,
    maxHops: 3,
    beamWidth: 8,
    fanout: 8,
    maxPaths: 8,
    hops,
    rates,
  })
  return candidates.map((candidate) => {
    let simulated: Route | undefined
    try {
      simulated = simulateRoute({ mode, tokenIn: A, tokenOut: D, paths: [candidate.edges], amounts: [amount], blockNumber: 7n })
    } catch {
      simulated = undefined
    }
    return { fromQuotes: candidateRoute({ mode, tokenIn: A, tokenOut: D, candidate, amount, blockNumber: 7n }), simulated }
  })
}

describe('candidateRoute', () => {
  const simulators = [
    v2(A, D, 10n * e18, 12n * e18),
    v2(A, B, 1000n * e18, 2000n * e18, 500, 90_000n),
    v2(B, D, 2000n * e18, 1100n * e18, 3000, 70_000n),
    v2(A, C, 1000n * e18, 900n * e18, 100),
    v2(C, D, 900n * e18, 1000n * e18, 10000, 110_000n),
    v2(B, C, 500n * e18, 450n * e18),
  ]

  test('equals the simulation of the path alone, selling and buying, at several amounts', () => {
    for (const mode of ['sell', 'buy'] as const)
      for (const amount of [12345n, e18, 7n * e18 + 3n, 200n * e18]) {
        const compared = compare(simulators, mode, amount)
        expect(compared.length, `${mode} ${amount}`).toBeGreaterThan(1)
        for (const { fromQuotes, simulated } of compared) {
          expect(fromQuotes, `${mode} ${amount}`).toEqual(simulated)
          expect(fromQuotes, `${mode} ${amount}`).toBeDefined()
        }
      }
  })

  test('undefined where the simulation refuses the path: a pool that delivers more than the exact output asked', () => {
    const generous = (inner: Simulator): Simulator =>
      delegateSimulator({
        inner,
        overrides: {
          quoteExactOut: (parameters) => {
            const quote = inner.quoteExactOut!(parameters)
            return { ...quote, amountOut: quote.amountOut + 1n }
          },
          swapExactOut: (parameters) => {
            const swap = inner.swapExactOut!(parameters)
            return { ...swap, amountOut: swap.amountOut + 1n }
          },
          clone: () => generous(inner.clone()),
        },
      })
    const compared = compare([generous(simulators[0]!), ...simulators.slice(1)], 'buy', e18)
    const refused = compared.filter(({ simulated }) => simulated === undefined)
    expect(refused).toHaveLength(1)
    for (const { fromQuotes, simulated } of compared) expect(fromQuotes).toEqual(simulated)
  })
})
