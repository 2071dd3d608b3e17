import { describe, expect, it } from 'vitest'
import { solveSplit } from './solveSplit.js'

describe('solveSplit', () => {
  // A split s of `max` into two sides; the outcome is min(side0 / a, side1 / b): balanced at s = max·b / (a + b).
  const solve = (max: bigint, a: bigint, b: bigint, feasibleUpTo = max) =>
    solveSplit({
      max,
      evaluate: (s) => (s > feasibleUpTo ? undefined : { s, value: [(max - s) / a, s / b].reduce((x, y) => (x < y ? x : y)), excess: Number((max - s) * b - s * a) }),
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
  it('returns an end when one side is always in excess', () => {
    const constant = (sign: number) => solveSplit({ max: 1000n, evaluate: (s) => s, direction: () => sign, better: (a, b) => (sign > 0 ? a > b : a < b) })
    expect(constant(1)!.split).toBe(1000n)
    expect(constant(-1)!.split).toBe(0n)
  })
  it('treats infeasible splits as too large', () => {
    expect(solve(10n ** 18n, 1n, 1n, 10n ** 17n)!.split).toBe(10n ** 17n)
  })
})
