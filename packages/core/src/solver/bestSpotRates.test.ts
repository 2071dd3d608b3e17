import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { createConstantProductSimulator } from '../testing/createConstantProductSimulator.js'
import { testPoolSimulator } from '../testing/testPoolSimulator.js'
import { testToken } from '../testing/testToken.js'
import type { Simulator } from '../types/Simulator.js'
import { bestSpotRates } from './bestSpotRates.js'
import { buildPoolGraph, poolGraphOrigin } from './buildPoolGraph.js'

const e18 = 10n ** 18n
const token = testToken
const v2 = (token0: Address, token1: Address, reserve0: bigint, reserve1: bigint) =>
  testPoolSimulator({ tokens: [token0, token1], reserves: [reserve0, reserve1] })
const [A, B, C] = [token(0xa), token(0xb), token(0xc)]

describe('bestSpotRates', () => {
  // A→B at 2, B→C at 3, A→C at 5 (direct is worse than 2 × 3 = 6 before fees).
  const simulators = [v2(A, B, 100n * e18, 200n * e18), v2(B, C, 100n * e18, 300n * e18), v2(A, C, 100n * e18, 500n * e18)]
  const graph = buildPoolGraph({ simulators })
  const key = (t: Address) => t.toLowerCase()

  test('sell: best rate of each token into the goal, net of fees', () => {
    const { rates, hops } = bestSpotRates({ graph, mode: 'sell', goal: key(C), maxHops: 3, isAllowed: () => true })
    expect([C, B, A].map((t) => hops.get(key(t)))).toEqual([0, 1, 1])
    expect(hops.has(token(0xd))).toBe(false)
    expect(rates.get(key(B))).toBeCloseTo(3 * 0.997, 12)
    expect(rates.get(key(A))).toBeCloseTo(2 * 0.997 * 3 * 0.997, 12)
    // A quote never beats its bound.
    const out = simulators[1]!.quoteExactIn({ tokenIn: B, amountIn: simulators[0]!.quoteExactIn({ tokenIn: A, amountIn: e18 }).amountOut }).amountOut
    expect(Number(out)).toBeLessThan(Number(e18) * rates.get(key(A))!)
  })

  test('buy: best rate from the goal to each token; hops and filters limit it', () => {
    const { rates } = bestSpotRates({ graph, mode: 'buy', goal: key(A), maxHops: 3, isAllowed: () => true })
    expect(rates.get(key(C))).toBeCloseTo(2 * 0.997 * 3 * 0.997, 12)
    const direct = bestSpotRates({ graph, mode: 'buy', goal: key(A), maxHops: 2, isAllowed: () => true })
    expect(direct.rates.get(key(C))).toBeCloseTo(5 * 0.997, 12)
    const noAB = bestSpotRates({ graph, mode: 'buy', goal: key(A), maxHops: 3, isAllowed: (edge) => edge.simulator !== simulators[0] })
    expect(noAB.rates.get(key(B))).toBeCloseTo((5 * 0.997) / (3 / 0.997), 12)
    expect(noAB.hops.get(key(B))).toBe(2)
  })
})

describe('bestSpotRates against every path', () => {
  // A seeded random graph: the rates and distances must be those of an exhaustive walk over every
  // path of at most `maxHops - 1` pools (the last round is computed per token when asked).
  let seed = 7
  const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647
  const tokens = Array.from({ length: 12 }, (_, i) => token(0x100 + i))
  const simulators = Array.from({ length: 30 }, () => {
    const a = Math.floor(rand() * tokens.length)
    const b = (a + 1 + Math.floor(rand() * (tokens.length - 1))) % tokens.length
    const [t0, t1] = [tokens[a]!, tokens[b]!].sort() as [Address, Address]
    return v2(t0, t1, BigInt(Math.floor(1 + rand() * 1000)) * e18, BigInt(Math.floor(1 + rand() * 1000)) * e18)
  })
  const graph = buildPoolGraph({ simulators })
  const key = (t: Address) => t.toLowerCase()
  const spot = (s: (typeof simulators)[number], from: Address) => s.spotPrice(from) * 0.997

  test.each([
    ['sell', 2],
    ['sell', 3],
    ['sell', 4],
    ['buy', 3],
    ['buy', 4],
  ] as const)('%s, %d hops', (mode, maxHops) => {
    const goal = tokens[0]!
    const isAllowed = (edge: { simulator: unknown }) => edge.simulator !== simulators[1]
    for (const filtered of [false, true]) {
      const { rates, hops } = bestSpotRates({ graph, mode, goal: key(goal), maxHops, isAllowed: filtered ? isAllowed : undefined })
      // Exhaustive: best product of rates and fewest pools over every walk of at most maxHops - 1
      // pools that does not come back to the goal (a bound may use any such walk).
      const best = new Map<string, { rate: number; hops: number }>([[key(goal), { rate: 1, hops: 0 }]])
      const walk = (at: Address, rate: number, depth: number) => {
        if (depth === maxHops - 1) return
        for (const s of simulators) {
          if (filtered && s === simulators[1]) continue
          const [t0, t1] = s.pool.tokens
          const other = at === t0 ? t1 : at === t1 ? t0 : undefined
          if (!other || other === goal) continue
          // Sell: other → goal through `at`; buy: goal → other.
          const next = rate * (mode === 'sell' ? spot(s, other) : spot(s, at))
          const known = best.get(key(other))
          best.set(key(other), { rate: Math.max(known?.rate ?? 0, next), hops: Math.min(known?.hops ?? Infinity, depth + 1) })
          walk(other, next, depth + 1)
        }
      }
      walk(goal, 1, 0)
      for (const t of tokens) {
        const expected = best.get(key(t))
        expect(hops.get(key(t))).toBe(expected?.hops)
        if (expected) expect(rates.get(key(t))).toBeCloseTo(expected.rate, 9)
        else expect(rates.has(key(t))).toBe(false)
      }
    }
  })

  test("a later block's graph (patched) carries over what did not change and measures the rest: equal to a fresh graph", () => {
    const all = (graph: ReturnType<typeof buildPoolGraph>) =>
      (['sell', 'buy'] as const).flatMap((mode) => {
        const { rates, hops } = bestSpotRates({ graph, mode, goal: key(tokens[0]!), maxHops: 4 })
        return [...tokens, token(0x999)].map((t) => [rates.get(key(t)), hops.get(key(t))])
      })
    const first = [...simulators]
    all(buildPoolGraph({ simulators: first }))
    // The next block: three pools moved (new simulators of the same pools), a new pool with a new token.
    const moved = (simulator: Simulator, i: number) =>
      createConstantProductSimulator({ state: { pool: simulator.pool, blockNumber: 2n, data: { reserve0: BigInt(i + 1) * e18, reserve1: 900n * e18 } } })
    const second = first.map((simulator, i) => ([2, 9, 20].includes(i) ? moved(simulator, i) : simulator))
    second.push(v2(tokens[3]!, token(0x999), e18, 2n * e18))
    const patched = buildPoolGraph({ simulators: second })
    expect(poolGraphOrigin(patched)).toBe(buildPoolGraph({ simulators: first }))
    const fresh = buildPoolGraph({ simulators: [...second].reverse() })
    expect(poolGraphOrigin(fresh)).toBeUndefined()
    expect(all(patched)).toEqual(all(fresh))
    expect(all(patched)).not.toEqual(all(buildPoolGraph({ simulators: first })))
  })

  test("block after block, each graph patched from the one before (a hub's pairs changed, new pairs added): equal to a fresh graph", () => {
    const all = (graph: ReturnType<typeof buildPoolGraph>) =>
      (['sell', 'buy'] as const).flatMap((mode) =>
        tokens.slice(0, 3).flatMap((goal) => {
          const { rates, hops } = bestSpotRates({ graph, mode, goal: key(goal), maxHops: 4 })
          return [...tokens, ...Array.from({ length: 6 }, (_, b) => token(0x900 + b))].map((t) => [rates.get(key(t)), hops.get(key(t))])
        }),
      )
    // Clones: simulators of their own (a test before re-indexed the shared ones' edges by a reversed list).
    let list = simulators.map((simulator) => simulator.clone())
    let previous = all(buildPoolGraph({ simulators: list }))
    for (let block = 0; block < 6; block++) {
      // Two pools moved (one of them again and again), and a new pool from a known token to a new one.
      list = list.map((simulator, i) =>
        i === 2 || i === (block * 7) % simulators.length
          ? createConstantProductSimulator({
              state: { pool: simulator.pool, blockNumber: BigInt(block + 2), data: { reserve0: BigInt(block + i + 2) * e18, reserve1: 700n * e18 } },
            })
          : simulator,
      )
      list.push(v2(tokens[block % 4]!, token(0x900 + block), e18, BigInt(block + 2) * e18))
      const patched = buildPoolGraph({ simulators: list })
      expect(poolGraphOrigin(patched), `block ${block}`).toBeDefined()
      const measured = all(patched)
      // Fresh: every pool a clone (too many changes to patch; a reversed list would re-index these simulators' edges).
      const fresh = buildPoolGraph({ simulators: list.map((simulator) => simulator.clone()) })
      expect(poolGraphOrigin(fresh)).toBeUndefined()
      expect(measured).toEqual(all(fresh))
      expect(measured).not.toEqual(previous)
      previous = measured
    }
  })
})
