import { createUniswapV2Simulator } from '@sluice/plugin-uniswap-v2'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { bestSpotRates } from '../../../packages/core/src/solver/bestSpotRates.js'
import { buildPoolGraph } from '../../../packages/core/src/solver/buildPoolGraph.js'

const e18 = 10n ** 18n
const token = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
const [A, B, C] = [token(0xa), token(0xb), token(0xc)]
let n = 1
const v2 = (t0: Address, t1: Address, r0: bigint, r1: bigint) =>
  createUniswapV2Simulator({
    state: { pool: { address: token(0x1000 + n++), sourceId: 0, tokens: [t0, t1], fee: 3000 }, blockNumber: 1n, data: { reserve0: r0, reserve1: r1 } },
  })

describe('bestSpotRates', () => {
  // A→B at 2, B→C at 3, A→C at 5 (direct is worse than 2 × 3 = 6 before fees).
  const simulators = [v2(A, B, 100n * e18, 200n * e18), v2(B, C, 100n * e18, 300n * e18), v2(A, C, 100n * e18, 500n * e18)]
  const graph = buildPoolGraph({ simulators })
  const key = (t: Address) => t.toLowerCase()

  test('sell: best rate of each token into the goal, net of fees', () => {
    const { rates, hops } = bestSpotRates({ graph, mode: 'sell', goal: key(C), maxHops: 3, isAllowed: () => true })
    expect(Object.fromEntries(hops)).toEqual({ [key(C)]: 0, [key(B)]: 1, [key(A)]: 1 })
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
