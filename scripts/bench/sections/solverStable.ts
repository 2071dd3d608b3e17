import type { Simulator } from '@sluice/core'
import { createVelodromeV2Simulator } from '@sluice/plugin-velodrome-v2'
import type { BenchRow, BenchSection } from '../BenchSection.js'
import { quoteTimingPool as pool } from '../quotes/quoteTimingPool.js'
import { timeQuotes } from '../quotes/timeQuotes.js'
import { buildSyntheticGraph, type SyntheticToken } from '../solver/buildSyntheticGraph.js'
import { measureOrders, type Order } from '../solver/measureOrders.js'
import { quantile } from '../solver/quantile.js'
import { sizeOrder } from '../solver/sizeOrder.js'
import { ORDER_IMPACTS, syntheticOrders } from '../solver/syntheticOrders.js'

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
    const simulators: [string, Simulator][] = [
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
    const { rows: timed, fields } = timeQuotes({ simulators, reserve })
    rows.push(...timed)

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
