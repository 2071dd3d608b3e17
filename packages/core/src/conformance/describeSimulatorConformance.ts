import fc from 'fast-check'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { SimulationError } from '../errors/errors.js'
import type { Simulator, SwapResult } from '../types/Simulator.js'

export type DescribeSimulatorConformanceParameters = {
  /** Name of the `describe` block. */
  name: string
  /**
   * A fresh simulator over a pool with liquidity in both directions. Called once per test, so
   * each test starts from the same state (return a `clone()` of a prepared simulator).
   */
  makeSimulator: () => Simulator
  /**
   * A simulator of the same kind over a pool without liquidity, when the kind can have one
   * (e.g. a V2 pair with zero reserves, a V3 pool with zero liquidity).
   */
  makeEmptySimulator?: (() => Simulator) | undefined
  /**
   * Input amounts to probe, per direction (keyed by the input token, any case). Default: 1 wei
   * to 10^36 wei, log-spaced, which covers dust, normal and far-beyond-depth swaps for most pools.
   * Amounts may fail (with `SimulationError`) at the small and the large end.
   */
  amounts?: Readonly<Record<Address, readonly bigint[]>> | undefined
  /**
   * Why the depth check does not apply, when `Simulator.depth` exists but the pool's curve is not
   * x·y = k near its price (e.g. a stable-swap curve at its peg); the check is then skipped with
   * this reason. Without `depth` the check is skipped anyway.
   */
  skipDepth?: string | undefined
  /** Random amounts per property (fast-check runs). Default 200. */
  numRuns?: number | undefined
  /** fast-check seed, for a reproducible run. Default: a fixed seed. */
  seed?: number | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it registers tests and returns nothing, as vitest's describe does
export type DescribeSimulatorConformanceReturnType = void

/** 1, 3, 10, 30, ... 10^36: log-spaced probe amounts. */
const defaultAmounts: readonly bigint[] = Array.from({ length: 37 }, (_, k) => [10n ** BigInt(k), 3n * 10n ** BigInt(k)]).flat()

/**
 * Amounts that are not multiples of anything, log-uniform from 1 wei to 10^37 wei: a fee or a
 * division that rounds the wrong way shows on them, where round amounts hide it.
 */
const oddAmount = fc.integer({ min: 0, max: 36 }).chain((exponent) => fc.bigInt({ min: 10n ** BigInt(exponent), max: 10n ** BigInt(exponent + 1) }))

/** 2^256: no EVM amount can be this large. */
const beyondUint256 = 1n << 256n

type Outcome = { ok: true; result: SwapResult } | { ok: false; error: unknown }

function attempt(run: () => SwapResult): Outcome {
  try {
    return { ok: true, result: run() }
  } catch (error) {
    return { ok: false, error }
  }
}

function expectSimulationError(outcome: Outcome, context: string): void {
  if (outcome.ok)
    throw new Error(`${context}: expected a SimulationError, got ${JSON.stringify(outcome.result, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`)
  expect(outcome.error, context).toBeInstanceOf(SimulationError)
}

/** A successful swap result must be sane: positive amounts and gas, input within what was offered. */
function expectSaneExactIn(result: SwapResult, amountIn: bigint, context: string): void {
  expect(result.amountOut > 0n, `${context}: amountOut > 0`).toBe(true)
  expect(result.amountIn > 0n && result.amountIn <= amountIn, `${context}: 0 < amountIn <= offered`).toBe(true)
  expect(result.gas > 0n, `${context}: gas > 0`).toBe(true)
}

/**
 * The behaviour every `Simulator` must show, as a vitest suite: purity of `quote*`, `swap*`
 * equal to the quote it replaces, independence of clones, errors (never a zero or negative
 * result) for zero, overflowing and unfillable amounts and for empty pools, monotonicity (more
 * in gives no less out) and, where exact out is supported, its consistency with exact in.
 *
 * Call it inside a test file: `describeSimulatorConformance({ name, makeSimulator })`.
 */
export function describeSimulatorConformance({
  name,
  makeSimulator,
  makeEmptySimulator,
  amounts,
  skipDepth,
  numRuns = 200,
  seed = 0x51c3,
}: DescribeSimulatorConformanceParameters): DescribeSimulatorConformanceReturnType {
  const property = { numRuns, seed }
  function probes(simulator: Simulator): [Address, Address, readonly bigint[]][] {
    const [token0, token1] = simulator.pool.tokens
    const forToken = (token: Address) => {
      if (!amounts) return defaultAmounts
      const key = Object.keys(amounts).find((k) => k.toLowerCase() === token.toLowerCase()) as Address | undefined
      return key ? (amounts[key] ?? []) : []
    }
    return [
      [token0, token1, forToken(token0)],
      [token1, token0, forToken(token1)],
    ]
  }

  /** Per direction: the probe amounts that succeed on a fresh simulator, with their results. */
  function successes(simulator: Simulator, tokenIn: Address, list: readonly bigint[]) {
    return list.flatMap((amountIn) => {
      const outcome = attempt(() => simulator.quoteExactIn({ tokenIn, amountIn }))
      return outcome.ok ? [{ amountIn, result: outcome.result }] : []
    })
  }

  describe(`${name}: simulator conformance`, () => {
    it('has two distinct tokens and at least one working amount per direction', () => {
      const simulator = makeSimulator()
      const [token0, token1] = simulator.pool.tokens
      expect(token0.toLowerCase()).not.toBe(token1.toLowerCase())
      for (const [tokenIn, , list] of probes(simulator)) expect(successes(simulator, tokenIn, list).length, `direction ${tokenIn}`).toBeGreaterThan(0)
    })

    it('exact in: every outcome is a sane result or a SimulationError, and more in gives no less out', () => {
      const simulator = makeSimulator()
      for (const [tokenIn, , list] of probes(simulator)) {
        let previousOut = 0n
        for (const amountIn of [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
          const outcome = attempt(() => simulator.quoteExactIn({ tokenIn, amountIn }))
          const context = `exact in ${amountIn} of ${tokenIn}`
          if (!outcome.ok) {
            expect(outcome.error, context).toBeInstanceOf(SimulationError)
            continue
          }
          expectSaneExactIn(outcome.result, amountIn, context)
          expect(outcome.result.amountOut >= previousOut, `${context}: monotone`).toBe(true)
          previousOut = outcome.result.amountOut
        }
      }
    })

    it('random odd amounts (1 wei to past the reserves): sane or a SimulationError, pure, monotone, and exact out consistent', () => {
      const simulator = makeSimulator()
      for (const [tokenIn, tokenOut] of probes(simulator)) {
        fc.assert(
          fc.property(oddAmount, oddAmount, (a, b) => {
            const [small, large] = a < b ? [a, b] : [b, a]
            const first = attempt(() => simulator.quoteExactIn({ tokenIn, amountIn: small }))
            const second = attempt(() => simulator.quoteExactIn({ tokenIn, amountIn: large }))
            for (const [outcome, amountIn] of [
              [first, small],
              [second, large],
            ] as const) {
              if (outcome.ok) expectSaneExactIn(outcome.result, amountIn, `exact in ${amountIn} of ${tokenIn}`)
              else expect(outcome.error, `exact in ${amountIn} of ${tokenIn}`).toBeInstanceOf(SimulationError)
            }
            // The same quote again: nothing moved.
            expect(attempt(() => simulator.quoteExactIn({ tokenIn, amountIn: small }))).toEqual(first)
            if (first.ok && second.ok) expect(second.result.amountOut >= first.result.amountOut, `monotone: ${small} then ${large}`).toBe(true)
            if (!first.ok || !simulator.quoteExactOut) return
            // Buying what `small` sells costs something, and selling that cost buys it. (The cost may
            // exceed what `small` spent where the sale ran into a price limit: exact out rounds up.)
            const bought = attempt(() => simulator.quoteExactOut!({ tokenOut, amountOut: first.result.amountOut }))
            if (!bought.ok) {
              expect(bought.error, `exact out ${first.result.amountOut}`).toBeInstanceOf(SimulationError)
              return
            }
            expect(bought.result.amountOut).toBe(first.result.amountOut)
            expect(bought.result.amountIn > 0n, `exact out ${first.result.amountOut} costs something`).toBe(true)
            const back = attempt(() => simulator.quoteExactIn({ tokenIn, amountIn: bought.result.amountIn }))
            if (back.ok) expect(back.result.amountOut >= first.result.amountOut, `selling the cost of ${first.result.amountOut} buys it`).toBe(true)
          }),
          property,
        )
      }
    })

    it('quotes are pure: the same quote before and after many other quotes', () => {
      const simulator = makeSimulator()
      for (const [tokenIn, tokenOut, list] of probes(simulator)) {
        const ok = successes(simulator, tokenIn, list)
        const reference = ok[Math.floor(ok.length / 2)]!
        for (const { amountIn } of ok) simulator.quoteExactIn({ tokenIn, amountIn })
        if (simulator.quoteExactOut) attempt(() => simulator.quoteExactOut!({ tokenOut, amountOut: reference.result.amountOut }))
        expect(simulator.quoteExactIn({ tokenIn, amountIn: reference.amountIn })).toEqual(reference.result)
      }
    })

    it('swapExactIn returns the quote it replaces, then moves the price against the swapper', () => {
      for (const [tokenIn, , list] of probes(makeSimulator())) {
        const simulator = makeSimulator()
        const ok = successes(simulator, tokenIn, list)
        const { amountIn, result } = ok[Math.floor(ok.length / 2)]!
        const spotBefore = simulator.spotPrice(tokenIn)
        expect(simulator.swapExactIn({ tokenIn, amountIn })).toEqual(result)
        expect(simulator.spotPrice(tokenIn)).toBeLessThanOrEqual(spotBefore)
        const again = attempt(() => simulator.quoteExactIn({ tokenIn, amountIn }))
        if (again.ok) expect(again.result.amountOut <= result.amountOut, 'second identical swap gives no more').toBe(true)
        else expect(again.error).toBeInstanceOf(SimulationError)
      }
    })

    it('clones are independent of the original and of each other', () => {
      const original = makeSimulator()
      for (const [tokenIn, , list] of probes(original)) {
        const ok = successes(original, tokenIn, list)
        const { amountIn, result } = ok[Math.floor(ok.length / 2)]!
        const clone = original.clone()
        expect(clone.pool).toEqual(original.pool)
        expect(clone.swapExactIn({ tokenIn, amountIn })).toEqual(result)
        // The original did not move.
        expect(original.quoteExactIn({ tokenIn, amountIn })).toEqual(result)
        // The clone did, exactly as the original does when it swaps the same amount.
        const cloneNext = attempt(() => clone.quoteExactIn({ tokenIn, amountIn }))
        const twin = original.clone()
        twin.swapExactIn({ tokenIn, amountIn })
        const twinNext = attempt(() => twin.quoteExactIn({ tokenIn, amountIn }))
        expect(cloneNext.ok).toBe(twinNext.ok)
        if (cloneNext.ok && twinNext.ok) expect(cloneNext.result).toEqual(twinNext.result)
        // A clone of a swapped clone starts from the swapped state and does not write back.
        const grandchild = clone.clone()
        // (The swap may fail when the clone's swap used up the liquidity; either way it stays in the grandchild.)
        attempt(() => grandchild.swapExactIn({ tokenIn, amountIn: ok[0]!.amountIn }))
        const cloneAgain = attempt(() => clone.quoteExactIn({ tokenIn, amountIn }))
        expect(cloneAgain).toEqual(cloneNext)
      }
    })

    it('zero, negative and beyond-uint256 amounts throw SimulationError', () => {
      const simulator = makeSimulator()
      for (const [tokenIn, tokenOut] of probes(simulator)) {
        for (const amount of [0n, -1n, beyondUint256]) {
          expectSimulationError(
            attempt(() => simulator.quoteExactIn({ tokenIn, amountIn: amount })),
            `exact in ${amount}`,
          )
          expectSimulationError(
            attempt(() => simulator.swapExactIn({ tokenIn, amountIn: amount })),
            `swap exact in ${amount}`,
          )
          if (simulator.quoteExactOut)
            expectSimulationError(
              attempt(() => simulator.quoteExactOut!({ tokenOut, amountOut: amount })),
              `exact out ${amount}`,
            )
        }
      }
    })

    it('a failed swap leaves the state unchanged', () => {
      const simulator = makeSimulator()
      for (const [tokenIn, tokenOut, list] of probes(simulator)) {
        const ok = successes(simulator, tokenIn, list)
        const reference = ok[Math.floor(ok.length / 2)]!
        expectSimulationError(
          attempt(() => simulator.swapExactIn({ tokenIn, amountIn: 0n })),
          'swap 0',
        )
        expectSimulationError(
          attempt(() => simulator.swapExactIn({ tokenIn, amountIn: beyondUint256 })),
          'swap 2^256',
        )
        if (simulator.swapExactOut)
          expectSimulationError(
            attempt(() => simulator.swapExactOut!({ tokenOut, amountOut: beyondUint256 })),
            'swap out 2^256',
          )
        expect(simulator.quoteExactIn({ tokenIn, amountIn: reference.amountIn })).toEqual(reference.result)
      }
    })

    it('spot price is positive, finite, reciprocal across directions, and no quote beats it', () => {
      const simulator = makeSimulator()
      const [token0, token1] = simulator.pool.tokens
      const p0 = simulator.spotPrice(token0)
      const p1 = simulator.spotPrice(token1)
      expect(Number.isFinite(p0) && p0 > 0).toBe(true)
      expect(Number.isFinite(p1) && p1 > 0).toBe(true)
      expect(Math.abs(p0 * p1 - 1)).toBeLessThan(1e-9)
      for (const [tokenIn, , list] of probes(simulator)) {
        const spot = simulator.spotPrice(tokenIn)
        for (const { amountIn, result } of successes(simulator, tokenIn, list))
          expect(Number(result.amountOut) / Number(result.amountIn), `exact in ${amountIn}`).toBeLessThanOrEqual(spot * (1 + 1e-9))
      }
    })

    it('depth, where supported: positive, the same curve from both sides, and the price impact it predicts', ({ skip }) => {
      const simulator = makeSimulator()
      if (!simulator.depth) return skip('the simulator has no depth estimate')
      if (skipDepth !== undefined) return skip(skipDepth)
      const [token0, token1] = simulator.pool.tokens
      const [x, y] = [simulator.depth(token0), simulator.depth(token1)]
      expect(Number.isFinite(x) && x > 0 && Number.isFinite(y) && y > 0).toBe(true)
      // Virtual reserves of one x·y = k curve: y / x is the spot price of token0.
      expect(Math.abs(y / x / simulator.spotPrice(token0) - 1)).toBeLessThan(1e-6)
      // Selling a 10^-5 share of the virtual reserve moves the price by about twice that share
      // (a factor of 2 either way leaves room for fees and a range boundary nearby).
      for (const tokenIn of [token0, token1]) {
        const depth = simulator.depth(tokenIn)
        const amountIn = BigInt(Math.ceil(depth / 1e5))
        const swapped = simulator.clone()
        const before = swapped.spotPrice(tokenIn)
        const outcome = attempt(() => swapped.swapExactIn({ tokenIn, amountIn }))
        if (!outcome.ok) continue
        const impact = 1 - swapped.spotPrice(tokenIn) / before
        const predicted = (2 * Number(outcome.result.amountIn)) / depth
        expect(impact / predicted, `impact of selling ${amountIn} of ${tokenIn}`).toBeGreaterThan(0.5)
        expect(impact / predicted, `impact of selling ${amountIn} of ${tokenIn}`).toBeLessThan(2)
      }
    })

    it('exact out, where supported: sane, monotone, and consistent with exact in', () => {
      const simulator = makeSimulator()
      if (!simulator.quoteExactOut || !simulator.swapExactOut) {
        // Exact out is one capability: both methods or neither.
        expect(simulator.quoteExactOut).toBeUndefined()
        expect(simulator.swapExactOut).toBeUndefined()
        return
      }
      const quoteExactOut = simulator.quoteExactOut.bind(simulator)
      for (const [tokenIn, tokenOut, list] of probes(simulator)) {
        let previousIn = 0n
        for (const { result } of successes(simulator, tokenIn, list)) {
          const { amountOut } = result
          const exactOut = quoteExactOut({ tokenOut, amountOut })
          const where = `exact out ${amountOut} of ${tokenOut}`
          expect(exactOut.amountOut, where).toBe(amountOut)
          expect(exactOut.gas > 0n, `${where}: gas`).toBe(true)
          // Buying costs something, and no less than the previous (smaller) purchase cost. (It
          // may cost a wei more than `amountIn`: exact out rounds up, exact in rounds down.)
          expect(exactOut.amountIn > 0n, `${where}: costs something`).toBe(true)
          expect(exactOut.amountIn >= previousIn, `${where}: monotone`).toBe(true)
          previousIn = exactOut.amountIn
          // Selling what the purchase costs buys at least the purchase.
          const back = simulator.quoteExactIn({ tokenIn, amountIn: exactOut.amountIn })
          expect(back.amountOut >= amountOut, `${where}: selling its cost buys it`).toBe(true)
        }
        // swapExactOut returns its quote and mutates like a swap.
        const ok = successes(simulator, tokenIn, list)
        const { result } = ok[Math.floor(ok.length / 2)]!
        const clone = simulator.clone()
        const quoted = quoteExactOut({ tokenOut, amountOut: result.amountOut })
        expect(clone.swapExactOut!({ tokenOut, amountOut: result.amountOut })).toEqual(quoted)
        expect(clone.spotPrice(tokenIn)).toBeLessThanOrEqual(simulator.spotPrice(tokenIn))
        // Buying more than any pool can hold throws.
        expectSimulationError(
          attempt(() => quoteExactOut({ tokenOut, amountOut: 1n << 200n })),
          `exact out 2^200 of ${tokenOut}`,
        )
      }
    })

    if (makeEmptySimulator)
      it('an empty pool throws SimulationError for every amount', () => {
        const simulator = makeEmptySimulator()
        for (const [tokenIn, tokenOut] of probes(simulator))
          for (const amount of [1n, 10n ** 6n, 10n ** 18n, 10n ** 30n]) {
            expectSimulationError(
              attempt(() => simulator.quoteExactIn({ tokenIn, amountIn: amount })),
              `empty: exact in ${amount}`,
            )
            if (simulator.quoteExactOut)
              expectSimulationError(
                attempt(() => simulator.quoteExactOut!({ tokenOut, amountOut: amount })),
                `empty: exact out ${amount}`,
              )
          }
      })
  })
}
