import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { createConstantProductSimulator } from '../testing/createConstantProductSimulator.js'
import type { Route } from '../types/Route.js'
import { computePriceImpact } from './computePriceImpact.js'

const A = '0x00000000000000000000000000000000000000a1' as Address
const B = '0x00000000000000000000000000000000000000b2' as Address
const e18 = 10n ** 18n

describe('computePriceImpact', () => {
  const simulator = createConstantProductSimulator({
    state: {
      pool: { id: '0x0000000000000000000000000000000000000001', address: '0x0000000000000000000000000000000000000001', sourceId: 0, tokens: [A, B], fee: 3000 },
      blockNumber: 1n,
      data: { reserve0: 1000n * e18, reserve1: 2000n * e18 },
    },
  })
  const routeFor = (amountIn: bigint): Route => {
    const { amountOut } = simulator.quoteExactIn({ tokenIn: A, amountIn })
    const step = { pool: simulator.pool, tokenIn: A, tokenOut: B, amountIn, amountOut, fee: simulator.fee() }
    return { mode: 'sell', tokenIn: A, tokenOut: B, amountIn, amountOut, paths: [{ steps: [step], amountIn, amountOut }], gas: 0n, blockNumber: 1n }
  }

  test('a tiny trade costs about the fee; a big one its slippage too', () => {
    expect(computePriceImpact({ route: routeFor(10n ** 12n), simulators: [simulator] })).toBeCloseTo(0.3, 6)
    // Constant product, 10% of the reserve in: out/in = 0.997 * 2 / (1 + 0.0997).
    const impact = computePriceImpact({ route: routeFor(100n * e18), simulators: [simulator] })!
    expect(impact).toBeCloseTo((1 - 0.997 / 1.0997) * 100, 6)
  })

  test('null when a pool of the route is not in the snapshot', () => {
    const other = createConstantProductSimulator({ state: { pool: { ...simulator.pool }, blockNumber: 1n, data: { reserve0: e18, reserve1: e18 } } })
    expect(computePriceImpact({ route: routeFor(e18), simulators: [other] })).toBeNull()
  })
})
