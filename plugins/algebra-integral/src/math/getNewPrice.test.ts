import { MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MathContracts, startMathContracts } from '../test/startMathContracts.js'
import { getNewPrice } from './getNewPrice.js'

// Differential test against Algebra's own `TokenDeltaMathTest` wrappers of
// `PriceMovementMath.getNewPriceAfterInput/Output` (official npm artifact, on Anvil), both token
// directions, including amounts that overflow the exact formula and outputs beyond the reserves.

let math: MathContracts
beforeAll(async () => {
  math = await startMathContracts()
}, 60_000)
afterAll(() => math?.stop())

const price = fc.oneof(fc.bigInt({ min: MIN_SQRT_RATIO, max: MAX_SQRT_RATIO - 1n }), fc.bigInt({ min: 2n ** 90n, max: 2n ** 100n }))
const liquidity = fc.oneof(fc.bigInt({ min: 1n, max: 2n ** 128n - 1n }), fc.bigInt({ min: 1n, max: 10n ** 24n }))
const amount = fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.bigInt({ min: 2n ** 150n, max: 2n ** 170n }))

describe('getNewPrice', () => {
  for (const fromInput of [true, false])
    it(`equals getNewPriceAfter${fromInput ? 'Input' : 'Output'} over 400 random cases`, async () => {
      const cases = fc.sample(fc.tuple(price, liquidity, amount, fc.boolean()), { numRuns: 400, seed: fromInput ? 7 : 8 })
      const onChain = await Promise.all(
        cases.map(([p, l, a, zeroToOne]) =>
          math.client
            .readContract({
              ...math.contracts.tokenDelta,
              functionName: fromInput ? 'getNewPriceAfterInput' : 'getNewPriceAfterOutput',
              args: [p, l, a, zeroToOne],
            })
            .then((value) => value as bigint)
            .catch(() => 'revert' as const),
        ),
      )
      let succeeded = 0
      cases.forEach(([p, l, a, zeroToOne], i) => {
        let local: bigint | 'revert'
        try {
          local = getNewPrice(p, l, a, zeroToOne, fromInput)
        } catch (error) {
          if (!(error instanceof SimulationError)) throw error
          local = 'revert'
        }
        expect(local, `price ${p}, L ${l}, amount ${a}, zeroToOne ${zeroToOne}`).toBe(onChain[i])
        if (local !== 'revert') succeeded++
      })
      expect(succeeded).toBeGreaterThan(100)
    }, 120_000)
})
