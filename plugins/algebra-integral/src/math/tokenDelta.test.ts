import { getAmount0Delta, getAmount1Delta, MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MathContracts, startMathContracts } from '../test/startMathContracts.js'

// The plugin imports Uniswap V3's `getAmount0Delta/getAmount1Delta` for Algebra's
// `TokenDeltaMath.getToken0Delta/getToken1Delta` (it passes the prices in order, as Algebra's
// callers do). This proves them equal against Algebra's own `TokenDeltaMathTest` (official npm
// artifact, on Anvil) over random ordered prices, liquidity and both roundings.

let math: MathContracts
beforeAll(async () => {
  math = await startMathContracts()
}, 60_000)
afterAll(() => math?.stop())

const price = fc.bigInt({ min: MIN_SQRT_RATIO, max: MAX_SQRT_RATIO - 1n })
const liquidity = fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }), fc.bigInt({ min: 0n, max: 10n ** 24n }))

describe("Uniswap V3's amount deltas are Algebra Integral's token deltas", () => {
  for (const token of [0, 1] as const)
    it(`getToken${token}Delta over 400 random cases`, async () => {
      const cases = fc
        .sample(fc.tuple(price, price, liquidity, fc.boolean()), { numRuns: 400, seed: 11 + token })
        .map(([a, b, l, up]) => [a < b ? a : b, a < b ? b : a, l, up] as const)
      const onChain = await Promise.all(
        cases.map(([lower, upper, l, up]) =>
          math.client
            .readContract({ ...math.contracts.tokenDelta, functionName: token === 0 ? 'getToken0Delta' : 'getToken1Delta', args: [lower, upper, l, up] })
            .then((value) => value as bigint)
            .catch(() => 'revert' as const),
        ),
      )
      cases.forEach(([lower, upper, l, up], i) => {
        let local: bigint | 'revert'
        try {
          local = token === 0 ? getAmount0Delta(lower, upper, l, up) : getAmount1Delta(lower, upper, l, up)
        } catch (error) {
          if (!(error instanceof SimulationError)) throw error
          local = 'revert'
        }
        expect(local, `${lower}..${upper}, L ${l}, round up ${up}`).toBe(onChain[i])
      })
    }, 120_000)
})
