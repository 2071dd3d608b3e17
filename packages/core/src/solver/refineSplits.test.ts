import { describe, expect, test } from 'vitest'
import { refineSplits } from './refineSplits.js'

describe('refineSplits', () => {
  // A concave objective with its optimum at [300, 700] and a fixed cost of 50 per used share.
  const evaluate = (amounts: readonly bigint[]) => {
    const [a = 0n, b = 0n] = amounts
    return -((a - 300n) ** 2n) / 10n - (b - 700n) ** 2n / 10n - 50n * BigInt(amounts.filter((x) => x > 0n).length)
  }

  test('moves the split towards the optimum', () => {
    const { amounts, score } = refineSplits({
      amounts: [500n, 500n],
      marginals: [0n, 1n],
      evaluate,
      step: 100n,
      minStep: 1n,
      dropPaths: false,
      maxEvaluations: 100,
    })
    expect(amounts).toEqual([300n, 700n])
    expect(score).toBe(evaluate([300n, 700n]))
  })

  test('drops a share that costs more than it gains', () => {
    const { amounts } = refineSplits({
      amounts: [10n, 990n],
      marginals: [0n, 1n],
      evaluate: (x) => evaluate(x) + (x[0]! > 0n ? -100_000n : 0n),
      step: 10n,
      minStep: 1n,
      dropPaths: true,
      maxEvaluations: 100,
    })
    expect(amounts).toEqual([0n, 1000n])
  })

  test('gives an unused path a share smaller than the step when that pays', () => {
    const { amounts } = refineSplits({
      amounts: [1000n, 0n],
      marginals: [1n, 0n],
      evaluate: (x) => -((x[1]! - 40n) ** 2n),
      step: 100n,
      minStep: 1n,
      dropPaths: false,
      maxEvaluations: 100,
    })
    expect(amounts).toEqual([960n, 40n])
  })

  test('stops at maxEvaluations', () => {
    let calls = 0
    refineSplits({
      amounts: [500n, 500n],
      marginals: [0n, 1n],
      evaluate: (x) => {
        calls++
        return evaluate(x)
      },
      step: 100n,
      minStep: 1n,
      dropPaths: false,
      maxEvaluations: 5,
    })
    expect(calls).toBe(5)
  })

  test('never accepts an unexecutable split', () => {
    const { amounts } = refineSplits({
      amounts: [500n, 500n],
      marginals: [0n, 1n],
      evaluate: (x) => (x[0] === 500n ? 0n : undefined),
      step: 100n,
      minStep: 1n,
      dropPaths: true,
      maxEvaluations: 100,
    })
    expect(amounts).toEqual([500n, 500n])
  })
})
