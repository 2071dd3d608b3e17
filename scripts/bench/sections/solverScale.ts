import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { BenchRow, BenchSection } from '../BenchSection.js'

type ScaleMeasurement = {
  pools: number
  tokens: number
  orders: number
  statesMs: number
  graphMs: number
  nextBlockGraphMs: number
  nextBlockFirstQuoteMs: number
  nextBlockGraphCpuMs: number
  nextBlockFirstQuoteCpuMs: number
  firstBlockFirstQuoteMs: number
  p50Ms: number
  p99Ms: number
  cpuP50Ms: number
  cpuP99Ms: number
  rssMb: number
  heapMb: number
  liveHeapMb: number
  arrayBuffersMb: number
}

const SIZES = [1_000, 10_000, 100_000]
/** V8's heap growth capped at 50%: what docs/self-hosting.md gives memory-bound servers. */
const HEAP_GROWTH_CAP = '--heap-growing-percent=50'
/** Orders quoted at each size: enough for a p99 that is not simply the slowest order (with 20 it was). */
const ORDERS = 200
const probe = fileURLToPath(new URL('../solver/measureScale.ts', import.meta.url))

/**
 * How quote time and memory grow with the graph, 1,000 to 100,000 pools (seeded synthetic graphs
 * as in `solver-synthetic`, 60% V3 with ~60 initialised ticks each): each size in a fresh process
 * (`solver/measureScale.ts`), so resident memory is that size's alone. Wall and CPU time per
 * quote: on a shared machine the CPU time is the steadier figure. Route quality is measured
 * against the reference in `solver-synthetic` (the exhaustive reference is too slow at 100k).
 * The next block's figures are the median of five blocks, each patched from the one before.
 */
export const solverScaleSection: BenchSection = {
  name: 'solver-scale',
  async run() {
    const rows: BenchRow[] = []
    const fields: Record<string, number> = {}
    const measured: ScaleMeasurement[] = []
    for (const pools of SIZES) {
      const m = await measure(pools, [])
      measured.push(m)
      const label = pools.toLocaleString('en-US')
      const large = pools === 100_000
      rows.push(
        { metric: `${label} pools (${m.tokens} tokens): orders`, value: m.orders },
        { metric: `${label} pools: pool graph build (once per snapshot)`, value: m.graphMs, unit: 'ms' },
        {
          metric: `${label} pools: next block (50 pools changed; median of 5): pool graph / first quote`,
          value: `${m.nextBlockGraphMs.toFixed(1)} / ${m.nextBlockFirstQuoteMs.toFixed(1)}`,
          unit: 'ms',
        },
        { metric: `${label} pools: next block's first quote`, value: m.nextBlockFirstQuoteMs, unit: 'ms', target: large ? '<= 50' : '' },
        // The first block after the fresh build also builds what the later blocks carry over.
        { metric: `${label} pools: first block after the build: first quote`, value: m.firstBlockFirstQuoteMs, unit: 'ms' },
        {
          metric: `${label} pools: next block, CPU: pool graph / first quote`,
          value: `${m.nextBlockGraphCpuMs.toFixed(1)} / ${m.nextBlockFirstQuoteCpuMs.toFixed(1)}`,
          unit: 'ms',
        },
        { metric: `${label} pools: quote p50`, value: m.p50Ms, unit: 'ms' },
        { metric: `${label} pools: quote p99`, value: m.p99Ms, unit: 'ms', target: pools === 10_000 ? '<= 30' : '' },
        { metric: `${label} pools: quote CPU p50`, value: m.cpuP50Ms, unit: 'ms' },
        { metric: `${label} pools: quote CPU p99`, value: m.cpuP99Ms, unit: 'ms' },
        { metric: `${label} pools: heap used`, value: m.heapMb, unit: 'MB' },
        {
          metric: `${label} pools: live heap (after a full GC) / array buffers`,
          value: `${m.liveHeapMb.toFixed(0)} / ${m.arrayBuffersMb.toFixed(0)}`,
          unit: 'MB',
        },
        { metric: `${label} pools: resident memory`, value: m.rssMb, unit: 'MB', target: large ? '<= 600' : '' },
      )
      const key = `scale${pools / 1000}k`
      Object.assign(fields, {
        [`${key}P50Ms`]: round(m.p50Ms),
        [`${key}P99Ms`]: round(m.p99Ms),
        [`${key}CpuP50Ms`]: round(m.cpuP50Ms),
        [`${key}RssMb`]: round(m.rssMb),
        [`${key}NextBlockGraphMs`]: round(m.nextBlockGraphMs),
        [`${key}NextBlockFirstQuoteMs`]: round(m.nextBlockFirstQuoteMs),
        [`${key}NextBlockFirstQuoteCpuMs`]: round(m.nextBlockFirstQuoteCpuMs),
        [`${key}FirstBlockFirstQuoteMs`]: round(m.firstBlockFirstQuoteMs),
      })
    }
    // The peer in the same run: 100,000 pools with V8's heap growth capped as docs/self-hosting.md
    // describes for memory-bound servers (the heap grows to 1.5x what a full collection left).
    const capped = await measure(100_000, [HEAP_GROWTH_CAP])
    rows.push(
      { metric: `100,000 pools, node ${HEAP_GROWTH_CAP}: resident memory`, value: capped.rssMb, unit: 'MB', target: '<= 600' },
      { metric: `100,000 pools, node ${HEAP_GROWTH_CAP}: quote p50 / p99`, value: `${capped.p50Ms.toFixed(1)} / ${capped.p99Ms.toFixed(1)}`, unit: 'ms' },
    )
    Object.assign(fields, { scale100kCappedRssMb: round(capped.rssMb), scale100kCappedP50Ms: round(capped.p50Ms), scale100kCappedP99Ms: round(capped.p99Ms) })
    const [small, , large] = measured
    if (small && large) {
      rows.push(
        { metric: 'growth 1k → 100k pools: quote p50', value: large.p50Ms / small.p50Ms, unit: '×' },
        { metric: 'growth 1k → 100k pools: quote CPU p50', value: large.cpuP50Ms / small.cpuP50Ms, unit: '×' },
        { metric: 'growth 1k → 100k pools: resident memory', value: large.rssMb / small.rssMb, unit: '×' },
      )
      fields.scaleGrowthCpuP50 = round(large.cpuP50Ms / small.cpuP50Ms)
    }
    return { rows, fields }
  },
}

/** One size in a fresh process, with these extra `node` options. */
async function measure(pools: number, nodeOptions: readonly string[]): Promise<ScaleMeasurement> {
  const { stdout } = await promisify(execFile)(process.execPath, [...nodeOptions, '--expose-gc', '--import', 'tsx', probe, String(pools), String(ORDERS)], {
    maxBuffer: 1 << 20,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) as string) as ScaleMeasurement
}

function round(value: number): number {
  return Number(value.toFixed(3))
}
