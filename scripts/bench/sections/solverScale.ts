import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'esbuild'
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
  warmQuotes: number
  firstCycleRssMb: number
  sustainedQuotes: number
  sustainedRssMb: number
  heapMb: number
  liveHeapMb: number
  arrayBuffersMb: number
}

const SIZES = [1_000, 10_000, 100_000]
/** The old generation's ceiling docs/self-hosting.md gives memory-bound servers (through `NODE_OPTIONS`). */
const HEAP_CEILING = '--max-old-space-size=1536'
/** Orders quoted at each size: enough for a p99 that is not simply the slowest order (with 20 it was). */
const ORDERS = 200
/**
 * Quotes of the steady state (after the first cycle's quotes and a full collection), reading the
 * resident memory after each: at 100,000 pools V8 runs a full collection every few hundred to
 * few thousand of them (`solver/measureScale.ts` says why).
 */
const SUSTAINED = 1_500
const probe = fileURLToPath(new URL('../solver/measureScale.ts', import.meta.url))
const root = fileURLToPath(new URL('../../../', import.meta.url))

/** How a size's process runs: built JavaScript as an installed server, or TypeScript under `tsx` as the repository. */
type ProbeRun = { built: string } | { tsx: true }

/**
 * How quote time and memory grow with the graph, 1,000 to 100,000 pools (seeded synthetic graphs
 * as in `solver-synthetic`, 60% V3 with ~60 initialised ticks each): each size in a fresh process
 * (`solver/measureScale.ts`), so resident memory is that size's alone. The probe runs built into
 * one JavaScript file, as a server installed from the packages runs; 100,000 pools also under
 * `tsx` (as the repository's `pnpm start` runs, its loader a thread of its own) and, built, with
 * the old generation's ceiling docs/self-hosting.md gives memory-bound servers. Wall and CPU time
 * per quote: on a shared machine the CPU time is the steadier figure. Route quality is measured
 * against the reference in `solver-synthetic` (the exhaustive reference is too slow at 100k).
 * The next block's figures are the median of five blocks, each patched from the one before.
 */
export const solverScaleSection: BenchSection = {
  name: 'solver-scale',
  async run() {
    const rows: BenchRow[] = []
    const fields: Record<string, number> = {}
    const measured: ScaleMeasurement[] = []
    const directory = await mkdtemp(join(tmpdir(), 'sluice-solver-scale-'))
    try {
      const built = join(directory, 'measureScale.mjs')
      await buildProbe(built)
      for (const pools of SIZES) {
        const m = await measure({ pools, run: { built } })
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
          { metric: `${label} pools: resident memory after ${ORDERS} quotes`, value: m.rssMb, unit: 'MB' },
          {
            metric: `${label} pools: resident memory, most after any of ${m.warmQuotes} quotes more (first cycle: the build's garbage still held)`,
            value: m.firstCycleRssMb,
            unit: 'MB',
          },
          {
            metric: `${label} pools: resident memory, most after any of ${m.sustainedQuotes.toLocaleString('en-US')} quotes after a full collection (sustained quoting)`,
            value: m.sustainedRssMb,
            unit: 'MB',
            target: large ? '<= 600' : '',
          },
        )
        const key = `scale${pools / 1000}k`
        Object.assign(fields, {
          [`${key}P50Ms`]: round(m.p50Ms),
          [`${key}P99Ms`]: round(m.p99Ms),
          [`${key}CpuP50Ms`]: round(m.cpuP50Ms),
          [`${key}RssMb`]: round(m.rssMb),
          [`${key}FirstCycleRssMb`]: round(m.firstCycleRssMb),
          [`${key}SustainedRssMb`]: round(m.sustainedRssMb),
          [`${key}LiveHeapMb`]: round(m.liveHeapMb),
          [`${key}NextBlockGraphMs`]: round(m.nextBlockGraphMs),
          [`${key}NextBlockFirstQuoteMs`]: round(m.nextBlockFirstQuoteMs),
          [`${key}NextBlockFirstQuoteCpuMs`]: round(m.nextBlockFirstQuoteCpuMs),
          [`${key}FirstBlockFirstQuoteMs`]: round(m.firstBlockFirstQuoteMs),
        })
      }
      // The peers in the same run: the same 100,000 pools with the ceiling docs/self-hosting.md
      // gives memory-bound servers (V8 then lets the heap grow to under twice what a full
      // collection left, not up to four times: it bounds the first cycle), and under `tsx` as
      // the repository runs.
      const ceiling = await measure({ pools: 100_000, run: { built }, nodeOptions: HEAP_CEILING })
      const repository = await measure({ pools: 100_000, run: { tsx: true } })
      rows.push(
        {
          metric: `100,000 pools, NODE_OPTIONS=${HEAP_CEILING}: resident memory after ${ORDERS} quotes / first cycle / sustained quoting`,
          value: `${ceiling.rssMb.toFixed(1)} / ${ceiling.firstCycleRssMb.toFixed(1)} / ${ceiling.sustainedRssMb.toFixed(1)}`,
          unit: 'MB',
        },
        {
          metric: `100,000 pools, NODE_OPTIONS=${HEAP_CEILING}: quote p50 / p99`,
          value: `${ceiling.p50Ms.toFixed(1)} / ${ceiling.p99Ms.toFixed(1)}`,
          unit: 'ms',
        },
        {
          metric: `100,000 pools under tsx (the repository): resident memory after ${ORDERS} quotes / first cycle / sustained quoting / live heap`,
          value: `${repository.rssMb.toFixed(1)} / ${repository.firstCycleRssMb.toFixed(1)} / ${repository.sustainedRssMb.toFixed(1)} / ${repository.liveHeapMb.toFixed(0)}`,
          unit: 'MB',
        },
      )
      Object.assign(fields, {
        scale100kCeilingRssMb: round(ceiling.rssMb),
        scale100kCeilingFirstCycleRssMb: round(ceiling.firstCycleRssMb),
        scale100kCeilingSustainedRssMb: round(ceiling.sustainedRssMb),
        scale100kCeilingP50Ms: round(ceiling.p50Ms),
        scale100kCeilingP99Ms: round(ceiling.p99Ms),
        scale100kTsxRssMb: round(repository.rssMb),
        scale100kTsxSustainedRssMb: round(repository.sustainedRssMb),
      })
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
    const [small, , large] = measured
    if (small && large) {
      rows.push(
        { metric: 'growth 1k → 100k pools: quote p50', value: large.p50Ms / small.p50Ms, unit: '×' },
        { metric: 'growth 1k → 100k pools: quote CPU p50', value: large.cpuP50Ms / small.cpuP50Ms, unit: '×' },
        { metric: 'growth 1k → 100k pools: resident memory, sustained quoting', value: large.sustainedRssMb / small.sustainedRssMb, unit: '×' },
      )
      fields.scaleGrowthCpuP50 = round(large.cpuP50Ms / small.cpuP50Ms)
    }
    return { rows, fields }
  },
}

/**
 * The probe and the workspace packages it imports, built into one ES module at `outfile` (their
 * dependencies too). The plugins read their sandbox artifacts with `createRequire`, which resolves
 * from the file's place: `measure` gives the built probe the packages' `node_modules` as `NODE_PATH`.
 */
async function buildProbe(outfile: string): Promise<void> {
  await build({
    entryPoints: [probe],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // Bundled CommonJS dependencies call `require`, which an ES module does not have.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
  })
}

type MeasureParameters = { pools: number; run: ProbeRun; nodeOptions?: string }

/** One size in a fresh process, run as `run` says, with `nodeOptions` as `NODE_OPTIONS`. */
async function measure({ pools, run, nodeOptions }: MeasureParameters): Promise<ScaleMeasurement> {
  const entry = 'built' in run ? [run.built] : ['--import', 'tsx', probe]
  const env = { ...process.env, NODE_OPTIONS: nodeOptions ?? '', NODE_PATH: 'built' in run ? await packageModules() : '' }
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', ...entry, String(pools), String(ORDERS), String(SUSTAINED)], {
    maxBuffer: 1 << 20,
    env,
    cwd: root,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) as string) as ScaleMeasurement
}

/** Every workspace package's `node_modules`, as a `NODE_PATH`. */
async function packageModules(): Promise<string> {
  const folders: string[] = []
  for (const group of ['packages', 'plugins']) {
    for (const name of await readdir(join(root, group))) folders.push(join(root, group, name, 'node_modules'))
  }
  return folders.join(delimiter)
}

function round(value: number): number {
  return Number(value.toFixed(3))
}
