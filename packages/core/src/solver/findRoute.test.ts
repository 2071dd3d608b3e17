import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  BlockGasLimitError,
  InsufficientLiquidityError,
  InvalidAmountError,
  InvalidParametersError,
  NoRouteFoundError,
  StateNotLoadedError,
} from '../errors/errors.js'
import { createConstantProductSimulator, getConstantProductAmountIn } from '../testing/createConstantProductSimulator.js'
import { delegateSimulator } from '../testing/delegateSimulator.js'
import type { Route } from '../types/Route.js'
import type { Simulator } from '../types/Simulator.js'
import { findRoute } from './findRoute.js'
import { routeGasBudget } from './routeGasBudget.js'

const A = '0x00000000000000000000000000000000000000a1' as Address
const B = '0x00000000000000000000000000000000000000b2' as Address
const C = '0x00000000000000000000000000000000000000c3' as Address
const D = '0x00000000000000000000000000000000000000d4' as Address
const E = '0x00000000000000000000000000000000000000e5' as Address
const e18 = 10n ** 18n

let nextPool = 1
/** A constant-product test pool (the formulas of Uniswap V2's library) over the given reserves. */
function v2(token0: Address, token1: Address, reserve0: bigint, reserve1: bigint, { fee = 3000, sourceId = 0 } = {}): Simulator {
  const address = `0x${(nextPool++).toString(16).padStart(40, '0')}` as Address
  return createConstantProductSimulator({
    state: { pool: { id: address, address, sourceId, tokens: [token0, token1], fee }, blockNumber: 7n, data: { reserve0, reserve1 } },
  })
}

const snapshotOf = (simulators: Simulator[]) => ({ simulators, blockNumber: 7n })

/** Replays a route's steps in order on fresh clones and checks every amount. */
/** Replays the route on fresh clones as the router executes it: sell paths forwards, buy paths backwards (exact outputs). */
function replay(route: Route, simulators: readonly Simulator[]) {
  const clones = new Map(simulators.map((s) => [s.pool.address, s.clone()]))
  for (const path of route.paths) {
    if (route.mode === 'sell') {
      let amount = path.amountIn
      for (const step of path.steps) {
        expect(step.amountIn).toBe(amount)
        const result = clones.get(step.pool.address)!.swapExactIn({ tokenIn: step.tokenIn, amountIn: amount })
        expect(result.amountOut).toBe(step.amountOut)
        amount = result.amountOut
      }
      expect(path.amountOut).toBe(amount)
    } else {
      let amount = path.amountOut
      for (const step of [...path.steps].reverse()) {
        expect(step.amountOut).toBe(amount)
        const result = clones.get(step.pool.address)!.swapExactOut!({ tokenOut: step.tokenOut, amountOut: amount })
        expect(result.amountIn).toBe(step.amountIn)
        amount = result.amountIn
      }
      expect(path.amountIn).toBe(amount)
    }
  }
  expect(route.amountIn).toBe(route.paths.reduce((sum, path) => sum + path.amountIn, 0n))
  expect(route.amountOut).toBe(route.paths.reduce((sum, path) => sum + path.amountOut, 0n))
}

/** Every simple path of at most `maxHops` pools, each swapped alone with the whole amount. */
function bestSinglePathOutput(simulators: readonly Simulator[], tokenIn: Address, tokenOut: Address, amountIn: bigint, maxHops = 3): bigint {
  let best = 0n
  const walk = (token: Address, amount: bigint, visited: Address[], hops: number) => {
    for (const s of simulators) {
      const [t0, t1] = s.pool.tokens
      const next = t0 === token ? t1 : t1 === token ? t0 : undefined
      if (!next || visited.includes(next)) continue
      let out: bigint
      try {
        out = s.quoteExactIn({ tokenIn: token, amountIn: amount }).amountOut
      } catch {
        continue
      }
      if (next === tokenOut) best = out > best ? out : best
      else if (hops + 1 < maxHops) walk(next, out, [...visited, next], hops + 1)
    }
  }
  walk(tokenIn, amountIn, [tokenIn], 0)
  return best
}

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('findRoute', () => {
  test('is never worse than the best single path, on random graphs', () => {
    const tokens = [A, B, C, D, E]
    for (let seed = 1; seed <= 25; seed++) {
      const rand = random(seed)
      const simulators: Simulator[] = []
      for (let i = 0; i < 9; i++) {
        const x = Math.floor(rand() * 5)
        const y = (x + 1 + Math.floor(rand() * 4)) % 5
        const depth = 10n ** BigInt(18 + Math.floor(rand() * 6))
        const skew = BigInt(Math.floor(900 + rand() * 200))
        simulators.push(v2(tokens[x]!, tokens[y]!, depth, (depth * skew) / 1000n, { fee: [500, 3000, 10000][Math.floor(rand() * 3)]! }))
      }
      const amount = 10n ** BigInt(17 + Math.floor(rand() * 7))
      const single = bestSinglePathOutput(simulators, A, E, amount)
      if (single === 0n) continue
      const route = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: E, mode: 'sell', amount })
      expect(route.amountOut).toBeGreaterThanOrEqual(single)
      expect(route.amountIn).toBe(amount)
      replay(route, simulators)
    }
  })

  test('splits across a thin and a deep pool beat the best single path', () => {
    const simulators = [v2(A, B, 100n * e18, 100n * e18), v2(A, B, 1000n * e18, 1000n * e18)]
    const amount = 50n * e18
    const route = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: B, mode: 'sell', amount })
    const single = bestSinglePathOutput(simulators, A, B, amount)
    expect(route.paths).toHaveLength(2)
    expect(route.amountOut).toBeGreaterThan(single)
    // The optimum of two same-price V2 pools splits in proportion to the reserves: 1/11 and 10/11.
    const thin = route.paths.find((path) => path.steps[0]!.pool.address === simulators[0]!.pool.address)!
    expect(Number(thin.amountIn) / Number(amount)).toBeCloseTo(1 / 11, 3)
    expect(route.blockNumber).toBe(7n)
    replay(route, simulators)
  })

  test('reports the best single path beside the route: what the pools give for the whole amount on it alone', () => {
    const simulators = [
      v2(A, B, 100n * e18, 100n * e18, { sourceId: 1 }),
      v2(A, B, 1000n * e18, 1000n * e18, { sourceId: 2 }),
      v2(A, C, 900n * e18, 900n * e18),
      v2(C, B, 900n * e18, 900n * e18),
    ]
    const amount = 50n * e18
    const route = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: B, mode: 'sell', amount })
    expect(route.paths.length).toBeGreaterThan(1)
    // Every path tried alone on the pools; the best is the deep pool, which a quote restricted to it also finds.
    const single = bestSinglePathOutput(simulators, A, B, amount)
    expect(route.bestSinglePath).toEqual({ amountIn: amount, amountOut: single })
    const restricted = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: B, mode: 'sell', amount, includedSources: [2] })
    expect(restricted.paths).toHaveLength(1)
    expect(restricted.amountOut).toBe(single)
    expect(route.amountOut).toBeGreaterThan(single)

    // Buy mode: the input the best pool alone takes for the whole output.
    const amountOut = 40n * e18
    const bought = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: B, mode: 'buy', amount: amountOut })
    expect(bought.paths.length).toBeGreaterThan(1)
    expect(bought.bestSinglePath).toEqual({ amountIn: simulators[1]!.quoteExactOut!({ tokenOut: B, amountOut }).amountIn, amountOut })
    expect(bought.amountIn).toBeLessThan(bought.bestSinglePath!.amountIn)

    // One path: the route is its own best single path.
    const one = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: B, mode: 'sell', amount: e18 / 1000n, includedSources: [1] })
    expect(one.paths).toHaveLength(1)
    expect(one.bestSinglePath).toEqual({ amountIn: one.amountIn, amountOut: one.amountOut })
  })

  test('finds a multi-hop path when no pool connects the tokens directly', () => {
    const simulators = [v2(A, B, 1000n * e18, 2000n * e18), v2(B, C, 1000n * e18, 1000n * e18), v2(C, D, 5000n * e18, 5000n * e18)]
    const route = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: D, mode: 'sell', amount: e18 })
    expect(route.paths).toHaveLength(1)
    expect(route.paths[0]!.steps.map((step) => [step.tokenIn, step.tokenOut])).toEqual([
      [A, B],
      [B, C],
      [C, D],
    ])
    replay(route, simulators)
    expect(() => findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: D, mode: 'sell', amount: e18, maxHops: 2 })).toThrow(NoRouteFoundError)
  })

  test('buy mode delivers exactly amountOut, for the input the exact-out swaps take', () => {
    const simulators = [
      v2(A, B, 100n * e18, 300n * e18),
      v2(A, B, 800n * e18, 2400n * e18, { fee: 500 }),
      v2(A, C, 500n * e18, 500n * e18),
      v2(C, B, 500n * e18, 1500n * e18),
    ]
    const amountOut = 150n * e18
    const route = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: B, mode: 'buy', amount: amountOut })
    expect(route.mode).toBe('buy')
    expect(route.amountOut).toBe(amountOut)
    expect(route.paths.length).toBeGreaterThan(1)
    replay(route, simulators)
    // Cheaper than buying everything from the best single pool.
    const deep = simulators[1]!
    expect(route.amountIn).toBeLessThan(deep.quoteExactOut!({ tokenOut: B, amountOut }).amountIn)
  })

  test('buy mode on one pool takes exactly the pair library input', () => {
    const simulators = [v2(A, B, 1234n * e18, 777n * e18)]
    const amountOut = 12345678901234567n
    const route = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: B, mode: 'buy', amount: amountOut })
    expect(route.amountIn).toBe(getConstantProductAmountIn({ amount: amountOut, reserveIn: 1234n * e18, reserveOut: 777n * e18, fee: 3000 }))
    expect(route.amountOut).toBe(amountOut)
    replay(route, simulators)
  })

  test('respects includedSources and excludedSources', () => {
    const simulators = [
      v2(A, B, 1000n * e18, 1000n * e18, { sourceId: 1 }),
      v2(A, B, 1000n * e18, 1000n * e18, { sourceId: 2 }),
      v2(A, C, 1000n * e18, 1000n * e18, { sourceId: 3 }),
      v2(C, B, 1000n * e18, 1000n * e18, { sourceId: 3 }),
    ]
    const snapshot = snapshotOf(simulators)
    const amount = 100n * e18
    const sourcesOf = (route: Route) => new Set(route.paths.flatMap((path) => path.steps.map((step) => step.pool.sourceId)))
    expect(sourcesOf(findRoute({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount }))).toEqual(new Set([1, 2, 3]))
    expect(sourcesOf(findRoute({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount, excludedSources: [1, 3] }))).toEqual(new Set([2]))
    expect(sourcesOf(findRoute({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount, includedSources: [1, 3] }))).toEqual(new Set([1, 3]))
    expect(sourcesOf(findRoute({ snapshot, tokenIn: A, tokenOut: B, mode: 'buy', amount, includedSources: [3] }))).toEqual(new Set([3]))
    expect(() => findRoute({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount, includedSources: [3], excludedSources: [3] })).toThrow(NoRouteFoundError)
  })

  test('paths sharing a pool do not count its liquidity twice', () => {
    // A→B is one thin pool; both A→B→C paths must go through it.
    const simulators = [v2(A, B, 50n * e18, 50n * e18), v2(B, C, 1000n * e18, 1000n * e18), v2(B, C, 1000n * e18, 1000n * e18, { fee: 500 })]
    const amount = 40n * e18
    const route = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: C, mode: 'sell', amount })
    replay(route, simulators)
    // Each path quoted alone on fresh pools would see the whole A→B pool: their sum overstates.
    const alone = route.paths.reduce((sum, path) => {
      let amount = path.amountIn
      for (const step of path.steps) amount = simulators.find((s) => s.pool === step.pool)!.quoteExactIn({ tokenIn: step.tokenIn, amountIn: amount }).amountOut
      return sum + amount
    }, 0n)
    expect(route.paths).toHaveLength(2)
    expect(alone).toBeGreaterThan(route.amountOut)
    // No split can beat sending everything through A→B once and the best B→C pool.
    const ab = simulators[0]!.quoteExactIn({ tokenIn: A, amountIn: amount }).amountOut
    const direct = simulators[2]!.quoteExactIn({ tokenIn: B, amountIn: ab }).amountOut
    expect(route.amountOut).toBeGreaterThanOrEqual(direct)
    expect(route.amountOut).toBeLessThan(direct + direct / 100n)
  })

  test('gas: a split is dropped when its gas costs more than it gains', () => {
    const simulators = [v2(A, B, 100n * e18, 100n * e18), v2(A, B, 1000n * e18, 1000n * e18)]
    const amount = 5n * e18
    const free = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: B, mode: 'sell', amount })
    expect(free.paths).toHaveLength(2)
    // 65k gas at 1e9 wei/gas, native priced at 100 B per native: 0.0065 B per extra pool swap.
    const priced = findRoute({ snapshot: snapshotOf(simulators), tokenIn: A, tokenOut: B, mode: 'sell', amount, gasPrice: 10n ** 9n, nativePrice: 1e6 })
    expect(priced.paths).toHaveLength(1)
    expect(priced.gas).toBe(65_000n)
    expect(free.amountOut).toBeGreaterThan(priced.amountOut)
  })

  test('errors', () => {
    const simulators = [v2(A, B, 1000n * e18, 1000n * e18), v2(C, D, 1000n * e18, 1000n * e18)]
    const snapshot = snapshotOf(simulators)
    expect(() => findRoute({ snapshot, tokenIn: A, tokenOut: D, mode: 'sell', amount: e18 })).toThrow(NoRouteFoundError)
    expect(() => findRoute({ snapshot, tokenIn: A, tokenOut: E, mode: 'sell', amount: e18 })).toThrow(NoRouteFoundError)
    expect(() => findRoute({ snapshot, tokenIn: A, tokenOut: B, mode: 'buy', amount: 1000n * e18 })).toThrow(InsufficientLiquidityError)
    // One wei in gives zero out, where the pair reverts, while a larger amount routes: dust.
    expect(() => findRoute({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount: 1n })).toThrow(InvalidAmountError)
    expect(() => findRoute({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount: 0n })).toThrow(InvalidAmountError)
    expect(() => findRoute({ snapshot, tokenIn: A, tokenOut: A, mode: 'sell', amount: e18 })).toThrow(InvalidParametersError)
  })

  test('accepts token addresses in any case and leaves the snapshot untouched', () => {
    const simulators = [v2(A, B, 1000n * e18, 1000n * e18)]
    const before = simulators[0]!.quoteExactIn({ tokenIn: A, amountIn: e18 })
    const route = findRoute({
      snapshot: snapshotOf(simulators),
      tokenIn: A.toUpperCase().replace('0X', '0x') as Address,
      tokenOut: B,
      mode: 'sell',
      amount: e18,
    })
    expect(route.tokenIn).toBe(A)
    expect(route.amountOut).toBe(before.amountOut)
    expect(simulators[0]!.quoteExactIn({ tokenIn: A, amountIn: e18 })).toEqual(before)
  })
})

describe('state not loaded', () => {
  /** A V2 pair that, like a simulator short of state, refuses inputs above `known` with StateNotLoadedError. */
  function bounded(inner: Simulator, known: bigint): Simulator {
    const refuse = (amount: bigint) => {
      if (amount > known) throw new StateNotLoadedError({ reason: 'NOT_LOADED', pool: inner.pool.address, request: { upTo: amount } })
    }
    return delegateSimulator({
      inner,
      overrides: {
        quoteExactIn(parameters) {
          refuse(parameters.amountIn)
          return inner.quoteExactIn(parameters)
        },
        swapExactIn(parameters) {
          refuse(parameters.amountIn)
          return inner.swapExactIn(parameters)
        },
        quoteExactOut: undefined,
        swapExactOut: undefined,
        clone: () => bounded(inner.clone(), known),
      },
    })
  }

  test('a pool short of state is left out of the route and reported, with its own request', () => {
    const deep = bounded(v2(A, B, 1000n * e18, 1000n * e18), e18)
    const thin = v2(A, B, 10n * e18, 10n * e18)
    const missing: { pool: string; request: unknown }[] = []
    const route = findRoute({
      snapshot: snapshotOf([deep, thin]),
      tokenIn: A,
      tokenOut: B,
      mode: 'sell',
      amount: 5n * e18,
      onStateNotLoaded: (entry) => void missing.push(entry),
    })
    // Only the thin pool could answer the amount; the deep one said what it lacks.
    expect(route.paths.flatMap((path) => path.steps.map((step) => step.pool.address))).toEqual([thin.pool.address])
    expect(missing.length).toBeGreaterThan(0)
    expect(missing.every((entry) => entry.pool === deep.pool.address && (entry.request as { upTo: bigint }).upTo > e18)).toBe(true)
    // Nothing is reported when every pool has what it needs.
    const none: unknown[] = []
    findRoute({
      snapshot: snapshotOf([deep, thin]),
      tokenIn: A,
      tokenOut: B,
      mode: 'sell',
      amount: e18 / 2n,
      onStateNotLoaded: (entry) => void none.push(entry),
    })
    expect(none).toEqual([])
  })

  test('a quote that fails for want of state still reports it (the caller loads it and asks again)', () => {
    const only = bounded(v2(A, B, 1000n * e18, 1000n * e18), e18)
    const missing: unknown[] = []
    expect(() =>
      findRoute({
        snapshot: snapshotOf([only]),
        tokenIn: A,
        tokenOut: B,
        mode: 'sell',
        amount: 5n * e18,
        onStateNotLoaded: (entry) => void missing.push(entry),
      }),
    ).toThrow(InsufficientLiquidityError)
    expect(missing.length).toBeGreaterThan(0)
  })
})

describe('blockGasLimit', () => {
  // Ten equal A→B pairs: an order this large splits over all of them without a limit.
  const pairs = () => Array.from({ length: 10 }, () => v2(A, B, 1_000n * e18, 1_000n * e18))
  const order = { tokenIn: A, tokenOut: B, mode: 'sell' as const, amount: 2_000n * e18 }

  test('the route fits the budget the limit leaves (routeGasBudget): the best split over fewer paths, replayed exactly', () => {
    const simulators = pairs()
    const free = findRoute({ snapshot: snapshotOf(simulators), ...order })
    const gasPerPath = free.gas / BigInt(free.paths.length)
    // A limit whose budget holds four of the paths.
    const blockGasLimit = ((gasPerPath * 4n + 150_000n) * 5n) / 4n + 50_000n
    const fitted = findRoute({ snapshot: snapshotOf(simulators), ...order, blockGasLimit })
    expect(free.paths.length).toBeGreaterThan(4)
    expect(fitted.paths.length).toBe(4)
    expect(fitted.gas).toBeLessThanOrEqual(routeGasBudget({ blockGasLimit }))
    expect(fitted.amountOut).toBeLessThan(free.amountOut)
    replay(fitted, simulators)
  })

  test('no route fits: BlockGasLimitError, naming big blocks', () => {
    expect(() => findRoute({ snapshot: snapshotOf(pairs()), ...order, blockGasLimit: 200_000n })).toThrow(BlockGasLimitError)
    expect(() => findRoute({ snapshot: snapshotOf(pairs()), ...order, blockGasLimit: 200_000n })).toThrow('it would only fit a big block')
  })
})
