import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { NoRouteFoundError } from '../errors/errors.js'
import { createConstantProductSimulator } from '../testing/createConstantProductSimulator.js'
import { quoteRoute } from './quoteRoute.js'

const A = '0x00000000000000000000000000000000000000a1' as Address
const B = '0x00000000000000000000000000000000000000b2' as Address
const C = '0x00000000000000000000000000000000000000c3' as Address
const e18 = 10n ** 18n

describe('quoteRoute', () => {
  const pool = (n: number, tokens: [Address, Address], reserve0: bigint, reserve1: bigint) =>
    createConstantProductSimulator({
      state: {
        pool: { id: `0x${n.toString(16).padStart(40, '0')}`, address: `0x${n.toString(16).padStart(40, '0')}` as Address, sourceId: 0, tokens, fee: 3000 },
        blockNumber: 42n,
        data: { reserve0, reserve1 },
      },
    })
  const snapshot = {
    simulators: [pool(1, [A, B], 1000n * e18, 1000n * e18), pool(2, [A, B], 1000n * e18, 1000n * e18), pool(3, [B, C], 10n ** 30n, 4n * 10n ** 30n)],
    blockNumber: 42n,
  }

  test('route, block and split-weighted price impact', () => {
    const quote = quoteRoute({ snapshot, tokenIn: A, tokenOut: C, mode: 'sell', amount: 200n * e18 })
    expect(quote.blockNumber).toBe(42n)
    expect(quote.route.paths).toHaveLength(2)
    // Spot A→C is 4 on both paths; the route gets out/in against it.
    const expected = (1 - Number(quote.route.amountOut) / Number(quote.route.amountIn) / 4) * 100
    expect(quote.priceImpactPct).toBeCloseTo(expected, 9)
    // Two 0.3% fees and ~10% slippage per A→B pool.
    expect(quote.priceImpactPct).toBeGreaterThan(9)
    expect(quote.priceImpactPct).toBeLessThan(10.5)
  })

  test('errors of the solver pass through', () => {
    expect(() => quoteRoute({ snapshot, tokenIn: A, tokenOut: '0x00000000000000000000000000000000000000d4', mode: 'sell', amount: e18 })).toThrow(
      NoRouteFoundError,
    )
  })
})
