import type { Simulator } from '@sluice/core'
import { createUniswapV2Simulator } from '@sluice/plugin-uniswap-v2'
import { createVelodromeV2Simulator } from '@sluice/plugin-velodrome-v2'
import type { BenchRow, BenchSection } from '../BenchSection.js'
import { buildSyntheticGraph, type SyntheticToken } from '../solver/buildSyntheticGraph.js'
import { measureOrders, type Order } from '../solver/measureOrders.js'
import { quantile } from '../solver/quantile.js'
import { sizeOrder } from '../solver/sizeOrder.js'
import { ORDER_IMPACTS, syntheticOrders } from '../solver/syntheticOrders.js'

const token0 = '0x1111111111111111111111111111111111111111' as const
const token1 = '0x2222222222222222222222222222222222222222' as const
const pool = {
  id: '0x3333333333333333333333333333333333333333',
  address: '0x3333333333333333333333333333333333333333',
  sourceId: 0,
  tokens: [token0, token1],
  fee: 3000,
} as const
/** Quotes timed per simulator and direction. */
const QUOTES = 20_000

/** Microseconds per call of `quote` over a spread of amounts (after a warm-up). */
function microsPerQuote(quote: (amount: bigint) => unknown, amounts: readonly bigint[]): number {
  for (const amount of amounts.slice(0, 1000)) quote(amount)
  const started = performance.now()
  for (let i = 0; i < QUOTES; i++) quote(amounts[i % amounts.length]!)
  return ((performance.now() - started) * 1000) / QUOTES
}

/**
 * ve(3,3) stable pools: the stable simulator's quote time beside Uniswap V2's (the same
 * reserves: $10M a side, 6 decimals), sell and buy; and route quality on a 1,000-pool synthetic
 * graph where a tenth of the pools are stable pools of the USD hubs, with stable-to-stable orders
 * added to the graph's own (gap to the exhaustive reference).
 */
export const solverStableSection: BenchSection = {
  name: 'solver-stable',
  async run() {
    const rows: BenchRow[] = []
    const reserve = 10_000_000n * 10n ** 6n
    const amounts = Array.from({ length: 997 }, (_, i) => (reserve * BigInt(i + 1)) / 10_000n)
    const simulators: [string, Simulator][] = [
      ['Uniswap V2', createUniswapV2Simulator({ state: { pool, blockNumber: 1n, data: { reserve0: reserve, reserve1: reserve } } })],
      [
        've(3,3) volatile',
        createVelodromeV2Simulator({
          state: { pool, blockNumber: 1n, data: { reserve0: reserve, reserve1: reserve, decimals0: 10n ** 6n, decimals1: 10n ** 6n, stable: false, fee: 30n } },
        }),
      ],
      [
        've(3,3) stable',
        createVelodromeV2Simulator({
          state: {
            pool,
            blockNumber: 1n,
            data: { reserve0: reserve, reserve1: (reserve * 11n) / 10n, decimals0: 10n ** 6n, decimals1: 10n ** 6n, stable: true, fee: 5n },
          },
        }),
      ],
    ]
    const fields: Record<string, number> = {}
    for (const [name, simulator] of simulators) {
      const sell = microsPerQuote((amountIn) => simulator.quoteExactIn({ tokenIn: token0, amountIn }), amounts)
      const buy = microsPerQuote((amountOut) => simulator.quoteExactOut!({ tokenOut: token1, amountOut }), amounts)
      rows.push({ metric: `${name}: quoteExactIn`, value: sell, unit: 'µs' }, { metric: `${name}: quoteExactOut`, value: buy, unit: 'µs' })
      const key = name.replace(/[^a-zA-Z0-9]+/g, '')
      fields[`${key}QuoteInUs`] = round(sell)
      fields[`${key}QuoteOutUs`] = round(buy)
    }

    const graph = buildSyntheticGraph({ pools: 1_000, seed: 1_000, v3Share: 0.6, positionsPerPool: 30, stableShare: 0.1 })
    const [usdA, usdB] = [graph.tokens[1] as SyntheticToken, graph.tokens[2] as SyntheticToken]
    const stableOrders: Order[] = ORDER_IMPACTS.flatMap((impact) =>
      [
        [usdA, usdB],
        [usdB, usdA],
      ].flatMap(([tokenIn, tokenOut]) => {
        const probe = 1000n * 10n ** BigInt(tokenIn!.decimals)
        const amountIn = sizeOrder({ simulators: graph.simulators, tokenIn: tokenIn!.address, tokenOut: tokenOut!.address, probe, impact })
        return amountIn ? [{ tokenIn: tokenIn!.address, tokenOut: tokenOut!.address, amountIn, impact }] : []
      }),
    )
    const orders = [...stableOrders, ...syntheticOrders({ simulators: graph.simulators, tokens: graph.tokens, weight: graph.weight, count: 20, seed: 1_001 })]
    const measured = measureOrders({ simulators: graph.simulators, orders, reference: true })
    const gaps = measured.map((m) => m.gapBps as number)
    const stableGaps = measured.slice(0, stableOrders.length).map((m) => m.gapBps as number)
    const ms = measured.map((m) => m.ms)
    rows.push(
      { metric: '1,000 pools (10% stable): orders (stable-to-stable)', value: `${measured.length} (${stableOrders.length})` },
      { metric: '1,000 pools (10% stable): quote p50', value: quantile(ms, 0.5), unit: 'ms' },
      { metric: '1,000 pools (10% stable): gap to reference, median', value: quantile(gaps, 0.5), unit: 'bps', target: '<= 1' },
      { metric: '1,000 pools (10% stable): gap to reference, p99', value: quantile(gaps, 0.99), unit: 'bps', target: '<= 5' },
      { metric: '1,000 pools (10% stable): stable-to-stable gap, max', value: Math.max(...stableGaps), unit: 'bps', target: '<= 5' },
    )
    return {
      rows,
      fields: { ...fields, stableGraphP99GapBps: round(quantile(gaps, 0.99)), stableOrdersMaxGapBps: round(Math.max(...stableGaps)) },
    }
  },
}

function round(value: number): number {
  return Number(value.toFixed(3))
}
