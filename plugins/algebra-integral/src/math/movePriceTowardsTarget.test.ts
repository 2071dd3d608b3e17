import { MAX_SQRT_RATIO, MIN_SQRT_RATIO, type SwapStep } from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MathContracts, startMathContracts } from '../test/startMathContracts.js'
import { movePriceTowardsTarget } from './movePriceTowardsTarget.js'

// Differential test against Algebra's own `PriceMovementMathTest` (official npm artifact, on
// Anvil): random prices, targets, liquidity, amounts (exact in and out) and fees, including the
// extremes. Results equal to the wei; the function throws exactly where the contract reverts.

let math: MathContracts
beforeAll(async () => {
  math = await startMathContracts()
}, 60_000)
afterAll(() => math?.stop())

const price = fc.oneof(
  fc.bigInt({ min: MIN_SQRT_RATIO, max: MAX_SQRT_RATIO - 1n }),
  fc.bigInt({ min: 2n ** 90n, max: 2n ** 100n }),
  fc.constantFrom(MIN_SQRT_RATIO, MAX_SQRT_RATIO - 1n, 2n ** 96n),
)
const liquidity = fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }), fc.bigInt({ min: 1n, max: 10n ** 24n }), fc.constantFrom(0n, 1n))
const amount = fc.oneof(
  fc.bigInt({ min: -(2n ** 255n) + 1n, max: 2n ** 255n - 1n }),
  fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
  fc.constantFrom(0n, 1n, -1n),
)
const fee = fc.oneof(fc.integer({ min: 0, max: 999_999 }), fc.constantFrom(0, 100, 500, 3000, 10_000, 65_535))

type Outcome = { ok: true; values: [bigint, bigint, bigint, bigint] } | { ok: false }

describe('movePriceTowardsTarget', () => {
  it('equals PriceMovementMath.movePriceTowardsTarget over 600 random steps', async () => {
    const cases = fc.sample(fc.tuple(price, price, liquidity, amount, fee), { numRuns: 600, seed: 42 })
    const onChain = await Promise.all(
      cases.map(async ([current, target, l, a, f]): Promise<Outcome> => {
        try {
          const values = (await math.client.readContract({
            ...math.contracts.priceMovement,
            functionName: 'movePriceTowardsTarget',
            args: [current, target, l, a, f],
          })) as [bigint, bigint, bigint, bigint]
          return { ok: true, values }
        } catch {
          return { ok: false }
        }
      }),
    )
    let succeeded = 0
    cases.forEach(([current, target, l, a, f], i) => {
      const expected = onChain[i]!
      const out: SwapStep = { sqrtPriceNextX96: 0n, amountIn: 0n, amountOut: 0n, feeAmount: 0n }
      let local: Outcome
      try {
        movePriceTowardsTarget(out, current, target, l, a, BigInt(f))
        local = { ok: true, values: [out.sqrtPriceNextX96, out.amountIn, out.amountOut, out.feeAmount] }
      } catch (error) {
        if (!(error instanceof SimulationError)) throw error
        local = { ok: false }
      }
      expect(local, `${current} → ${target}, L ${l}, amount ${a}, fee ${f}`).toEqual(expected)
      if (expected.ok) succeeded++
    })
    expect(succeeded).toBeGreaterThan(300)
  }, 120_000)
})
