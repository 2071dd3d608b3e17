import { buildPoolGraph, quoteRoute } from '@sluice/core'
import type { BenchRow, BenchSection } from '../BenchSection.js'
import { buildSyntheticGraph } from '../solver/buildSyntheticGraph.js'
import { measureOrders } from '../solver/measureOrders.js'
import { quantile } from '../solver/quantile.js'
import { syntheticOrders } from '../solver/syntheticOrders.js'

/**
 * Graph sizes and orders quoted on each (the reference is exhaustive, so fewer on big graphs); the
 * mixed graph adds Liquidity Book pairs (bins) and Solidly V1 pairs (stable and volatile).
 */
const SIZES = [
  { pools: 100, orders: 25 },
  { pools: 1_000, orders: 20 },
  { pools: 10_000, orders: 10 },
  { pools: 1_000, orders: 40, mixed: true },
]
/** In the mixed graph: a fifth of the pools Liquidity Book, a fifth Solidly V1. */
const MIXED = { binShare: 0.2, solidlyV1Share: 0.2 }

/**
 * Route quality and latency on seeded synthetic graphs (V2 and V3 mixed, the real plugin
 * simulators, V3 pools with ~60 initialised ticks; the mixed graphs add Liquidity Book and Solidly
 * V1 pairs): gap to the reference optimum, gain over the best single path, and quote latency per
 * graph size. The "all sizes" rows take every graph, mixed ones included.
 */
export const solverSyntheticSection: BenchSection = {
  name: 'solver-synthetic',
  async run() {
    const rows: BenchRow[] = []
    const gaps: number[] = []
    const gains: number[] = []
    const fields: Record<string, number> = {}
    for (const { pools, orders: count, mixed } of SIZES) {
      const graph = buildSyntheticGraph({ pools, seed: pools, v3Share: 0.6, positionsPerPool: 30, ...(mixed ? MIXED : {}) })
      const started = performance.now()
      buildPoolGraph({ simulators: graph.simulators })
      const graphMs = performance.now() - started
      const orders = syntheticOrders({ simulators: graph.simulators, tokens: graph.tokens, weight: graph.weight, count, seed: pools + 1 })
      // Warm-up (JIT): one quote before the timed ones.
      const [first] = orders
      if (first)
        quoteRoute({
          snapshot: { simulators: graph.simulators, blockNumber: 1n },
          tokenIn: first.tokenIn,
          tokenOut: first.tokenOut,
          mode: 'sell',
          amount: first.amountIn,
        })
      const measured = measureOrders({ simulators: graph.simulators, orders, reference: true })
      const ms = measured.map((m) => m.ms)
      const cpuMs = measured.map((m) => m.cpuMs)
      const sizeGaps = measured.map((m) => m.gapBps as number)
      const sizeGains = measured.map((m) => m.gainOverSingleBps as number)
      gaps.push(...sizeGaps)
      gains.push(...sizeGains)
      const label = `${pools.toLocaleString('en-US')}${mixed ? ' mixed (bins, Solidly V1)' : ''}`
      const key = `${mixed ? 'mixed' : 'pools'}${pools >= 1000 ? `${pools / 1000}k` : pools}`
      rows.push(
        { metric: `${label} pools: orders`, value: measured.length },
        { metric: `${label} pools: pool graph build (once per snapshot)`, value: graphMs, unit: 'ms' },
        { metric: `${label} pools: quote p50`, value: quantile(ms, 0.5), unit: 'ms' },
        { metric: `${label} pools: quote p99`, value: quantile(ms, 0.99), unit: 'ms', target: pools === 10_000 && !mixed ? '<= 30' : '' },
        { metric: `${label} pools: quote CPU p50`, value: quantile(cpuMs, 0.5), unit: 'ms' },
        { metric: `${label} pools: quote CPU p99`, value: quantile(cpuMs, 0.99), unit: 'ms' },
        { metric: `${label} pools: gap to reference, median`, value: quantile(sizeGaps, 0.5), unit: 'bps', target: '<= 1' },
        { metric: `${label} pools: gap to reference, p99`, value: quantile(sizeGaps, 0.99), unit: 'bps', target: '<= 5' },
        { metric: `${label} pools: gain over best single path, min`, value: Math.min(...sizeGains), unit: 'bps', target: '>= 0' },
        { metric: `${label} pools: gain over best single path, median`, value: quantile(sizeGains, 0.5), unit: 'bps' },
      )
      fields[`${key}P50Ms`] = round(quantile(ms, 0.5))
      fields[`${key}P99Ms`] = round(quantile(ms, 0.99))
      fields[`${key}CpuP50Ms`] = round(quantile(cpuMs, 0.5))
      fields[`${key}P99GapBps`] = round(quantile(sizeGaps, 0.99))
    }
    rows.push(
      { metric: 'all sizes: gap to reference, median', value: quantile(gaps, 0.5), unit: 'bps', target: '<= 1' },
      { metric: 'all sizes: gap to reference, p99', value: quantile(gaps, 0.99), unit: 'bps', target: '<= 5' },
      { metric: 'all sizes: gain over best single path, min', value: Math.min(...gains), unit: 'bps', target: '>= 0' },
    )
    return {
      rows,
      fields: {
        ...fields,
        medianGapBps: round(quantile(gaps, 0.5)),
        p99GapBps: round(quantile(gaps, 0.99)),
        worstGainOverSinglePathBps: round(Math.min(...gains)),
        syntheticOrders: gaps.length,
      },
    }
  },
}

function round(value: number): number {
  return Number(value.toFixed(3))
}
