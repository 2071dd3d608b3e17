import { getSqrtRatioAtTick, getTickAtSqrtRatio, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from '@sluice/concentrated-liquidity'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MathContracts, startMathContracts } from '../test/startMathContracts.js'

// The plugin imports Uniswap V3's tick math instead of duplicating it: Algebra's TickMath has the
// same constants and algorithm. This proves it against Algebra's own `TickMathTest` (official
// npm artifact, on Anvil) over random and boundary ticks and prices.

let math: MathContracts
beforeAll(async () => {
  math = await startMathContracts()
}, 60_000)
afterAll(() => math?.stop())

describe("Uniswap V3's tick math is Algebra Integral's", () => {
  it('same bounds', async () => {
    expect(await math.client.readContract({ ...math.contracts.tickMath, functionName: 'MIN_SQRT_RATIO' })).toBe(MIN_SQRT_RATIO)
    expect(await math.client.readContract({ ...math.contracts.tickMath, functionName: 'MAX_SQRT_RATIO' })).toBe(MAX_SQRT_RATIO)
  })

  it('getSqrtRatioAtTick over 500 ticks', async () => {
    const ticks = [MIN_TICK, MAX_TICK, 0, 1, -1, ...fc.sample(fc.integer({ min: MIN_TICK, max: MAX_TICK }), { numRuns: 495, seed: 1 })]
    const onChain = await Promise.all(
      ticks.map((tick) => math.client.readContract({ ...math.contracts.tickMath, functionName: 'getSqrtRatioAtTick', args: [tick] })),
    )
    for (const [i, tick] of ticks.entries()) expect(getSqrtRatioAtTick(tick), `tick ${tick}`).toBe(onChain[i])
  })

  it('getTickAtSqrtRatio over 500 prices', async () => {
    const prices = [
      MIN_SQRT_RATIO,
      MAX_SQRT_RATIO - 1n,
      2n ** 96n,
      ...fc.sample(fc.bigInt({ min: MIN_SQRT_RATIO, max: MAX_SQRT_RATIO - 1n }), { numRuns: 497, seed: 2 }),
    ]
    const onChain = await Promise.all(
      prices.map((price) => math.client.readContract({ ...math.contracts.tickMath, functionName: 'getTickAtSqrtRatio', args: [price] })),
    )
    for (const [i, price] of prices.entries()) expect(getTickAtSqrtRatio(price), `price ${price}`).toBe(onChain[i])
  })
})
