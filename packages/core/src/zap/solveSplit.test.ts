import { describe, expect, it } from 'vitest'
import { solveSplit } from './solveSplit.js'

describe('solveSplit', () => {
  // A split s of `max` into two sides; the outcome is min(side0 / a, side1 / b): balanced at s = max·b / (a + b).
  const solve = (max: bigint, a: bigint, b: bigint, feasibleUpTo = max) =>
    solveSplit({
      max,
      evaluate: (s) =>
        s > feasibleUpTo ? undefined : { s, value: [(max - s) / a, s / b].reduce((x, y) => (x < y ? x : y)), excess: Number((max - s) * b - s * a) },
      direction: (o) => o.excess,
      better: (x, y) => (x.value !== y.value ? x.value > y.value : Math.abs(x.excess) < Math.abs(y.excess)),
    })

  it('finds the balanced split to the wei', () => {
    for (const [max, a, b] of [
      [10n ** 18n, 3n, 1n],
      [123_456_789n, 1n, 1n],
      [10n ** 30n, 7n, 13n],
    ] as const) {
      const found = solve(max, a, b)!
      const ideal = (max * b) / (a + b)
      expect(found.split - ideal <= 1n && ideal - found.split <= 1n).toBe(true)
    }
  })
  it('takes far fewer evaluations than bisection on a kinked direction, and ends on the same bracket', () => {
    const max = 10n ** 30n
    // Token0 left over below the balance point, token1 above it, at different rates (a kink at the root).
    const root = (max * 13n) / 20n
    let evaluations = 0
    const found = solveSplit({
      max,
      evaluate: (s) => {
        evaluations++
        return { s, excess: s < root ? Number(root - s) * 3 : -Number(s - root) / 7 }
      },
      direction: (o) => o.excess,
      better: (x, y) => Math.abs(x.excess) < Math.abs(y.excess),
    })!
    expect(found.split).toBe(root)
    // Bisection over 10^30 takes about 100.
    expect(evaluations).toBeLessThan(40)
  })
  it('ends where bisection ends on curved, kinked directions, with fewer evaluations', () => {
    let state = 7
    const random = () => {
      state = (state * 48_271) % 2_147_483_647
      return state / 2_147_483_647
    }
    let fewer = 0
    for (let i = 0; i < 200; i++) {
      const max = BigInt(Math.floor(random() * 1e12)) * 10n ** BigInt(Math.floor(random() * 12)) + 2n
      const root = (max * BigInt(Math.floor(random() * 1000))) / 1000n
      const [below, above, curve] = [random() * 10 + 0.01, random() * 10 + 0.01, random()]
      // Monotonic decreasing, curved (a square term) and with different slopes on each side of the root.
      const at = (s: bigint) => {
        const x = Number(s - root) / Number(max)
        return x < 0 ? -x * below * (1 + curve * x * x) : -x * above * (1 + curve * x)
      }
      let evaluations = 0
      const found = solveSplit({
        max,
        evaluate: (s) => {
          evaluations++
          return s
        },
        direction: at,
        better: (x, y) => Math.abs(at(x)) < Math.abs(at(y)),
      })!
      // Reference: plain bisection to the same sign change.
      let [lo, hi, bisections] = [0n, max, 2]
      if (at(0n) > 0 && at(max) < 0)
        while (hi - lo > 1n) {
          const mid = (lo + hi) / 2n
          bisections++
          if (at(mid) > 0) lo = mid
          else hi = mid
        }
      const reference = at(0n) <= 0 ? 0n : at(max) >= 0 ? max : Math.abs(at(lo)) < Math.abs(at(hi)) ? lo : hi
      expect(found.split).toBe(reference)
      if (evaluations < bisections) fewer++
    }
    expect(fewer).toBeGreaterThan(150)
  })
  it('stops at a settled outcome and returns the best split evaluated', () => {
    const max = 10n ** 24n
    const root = (max * 3n) / 7n
    let evaluations = 0
    const at = (s: bigint) => Number(root - s)
    const found = solveSplit({
      max,
      evaluate: (s) => {
        evaluations++
        return s
      },
      direction: at,
      better: (x, y) => Math.abs(at(x)) < Math.abs(at(y)),
      // Within a million wei of the balance point counts as settled.
      settled: (s) => Math.abs(at(s)) <= 1e6,
    })!
    expect(Math.abs(at(found.split))).toBeLessThanOrEqual(1e6)
    expect(evaluations).toBeLessThan(10)
  })
  it('returns an end when one side is always in excess', () => {
    const constant = (sign: number) => solveSplit({ max: 1000n, evaluate: (s) => s, direction: () => sign, better: (a, b) => (sign > 0 ? a > b : a < b) })
    expect(constant(1)!.split).toBe(1000n)
    expect(constant(-1)!.split).toBe(0n)
  })
  it('treats infeasible splits as too large', () => {
    expect(solve(10n ** 18n, 1n, 1n, 10n ** 17n)!.split).toBe(10n ** 17n)
  })
})
