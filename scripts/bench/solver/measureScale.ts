/**
 * One size of the `solver-scale` section, in its own process so its memory is its own:
 * `node --import tsx scripts/bench/solver/measureScale.ts <pools> <orders> [<sustained>]` prints
 * one JSON line. Builds the synthetic graph, the pool graph, sizes the orders, then times each
 * quote (wall and CPU), the next blocks' pool graphs and first quotes (50 pools changed per block,
 * wall and CPU: the median of five blocks after the first, and the first apart), and reads the
 * process's resident memory and heap. Then sustained quoting, the orders in turn, reading the
 * resident memory after each quote (run with `--expose-gc`):
 * - `WARM_QUOTES` quotes as they come: the heap still holds the synthetic world's build garbage
 *   (what a server's cold sync leaves too), and V8 sized the old generation from the build's
 *   allocation rate (up to four times what a full collection left), so this first cycle's figure
 *   says little of a running server;
 * - then a full collection, as every full collection of a server that has quoted a few seconds
 *   is: V8 sizes the next old generation from the last seconds' rate of promotion, which a quote
 *   keeps low (about 1.1 times the live heap at 100,000 pools, measured over 12,000 quotes in a
 *   row), and `sustained` quotes more: the most the resident memory was is the figure of a server
 *   under sustained quoting.
 * Last, after a full collection, the live heap (what the states, graph and orders hold, without
 * the quotes' garbage) and the typed arrays' memory outside the heap.
 */
import { buildPoolGraph, quoteRoute } from '@sluice/core'
import { buildSyntheticGraph } from './buildSyntheticGraph.js'
import { quantile } from './quantile.js'
import { syntheticOrders } from './syntheticOrders.js'

const pools = Number(process.argv[2])
const count = Number(process.argv[3] ?? 20)
const sustained = Number(process.argv[4] ?? 0)
/** Pools changed in each next block, whose pool graph and first quote are timed. */
const CHANGED_PER_BLOCK = 50
/** Next blocks timed: the first after the fresh build, then the median of the rest. */
const NEXT_BLOCKS = 6
/** Sustained quotes before the full collection that ends the first cycle (several seconds at 100,000 pools). */
const WARM_QUOTES = 500
const gc = (globalThis as { gc?: () => void }).gc
let started = performance.now()
const graph = buildSyntheticGraph({ pools, seed: pools, v3Share: 0.6, positionsPerPool: 30 })
const statesMs = performance.now() - started
started = performance.now()
buildPoolGraph({ simulators: graph.simulators })
const graphMs = performance.now() - started
const orders = syntheticOrders({ simulators: graph.simulators, tokens: graph.tokens, weight: graph.weight, count, seed: pools + 1 })
const snapshot = { simulators: graph.simulators, blockNumber: 1n }
const [first] = orders
if (first) quoteRoute({ snapshot, tokenIn: first.tokenIn, tokenOut: first.tokenOut, mode: 'sell', amount: first.amountIn })
const wall: number[] = []
const cpu: number[] = []
for (const order of orders) {
  const cpuStart = process.cpuUsage()
  const wallStart = performance.now()
  quoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn })
  wall.push(performance.now() - wallStart)
  cpu.push(cpuMs(process.cpuUsage(cpuStart)))
}
// The next blocks: 50 pools changed in each (new simulators of the same pools, as the store gives
// them), each graph patched from the one before, as a running server's are. The first block after
// the fresh build is reported apart: it also builds what later blocks carry over.
const blocks: { graphMs: number; graphCpuMs: number; quoteMs: number; quoteCpuMs: number }[] = []
let current = graph.simulators
for (let block = 0; block < NEXT_BLOCKS; block++) {
  const next = [...current]
  for (let i = 0; i < Math.min(CHANGED_PER_BLOCK, next.length); i++) {
    const at = (Math.floor((i * next.length) / CHANGED_PER_BLOCK) + block * 131) % next.length
    next[at] = (next[at] as (typeof next)[number]).clone()
  }
  current = next
  let cpuStarted = process.cpuUsage()
  started = performance.now()
  buildPoolGraph({ simulators: next })
  const graphMs = performance.now() - started
  const graphCpuMs = cpuMs(process.cpuUsage(cpuStarted))
  cpuStarted = process.cpuUsage()
  started = performance.now()
  if (first)
    quoteRoute({
      snapshot: { simulators: next, blockNumber: BigInt(block + 2) },
      tokenIn: first.tokenIn,
      tokenOut: first.tokenOut,
      mode: 'sell',
      amount: first.amountIn,
    })
  blocks.push({ graphMs, graphCpuMs, quoteMs: performance.now() - started, quoteCpuMs: cpuMs(process.cpuUsage(cpuStarted)) })
}
const later = blocks.slice(1)
const median = (pick: (block: (typeof blocks)[number]) => number) => quantile(later.map(pick), 0.5)
const memory = process.memoryUsage()
/** The most resident memory after any of `quotes` more quotes, the orders in turn. */
const mostWhileQuoting = (quotes: number) => {
  let most = 0
  for (let i = 0; i < quotes && orders.length > 0; i++) {
    const order = orders[i % orders.length] as (typeof orders)[number]
    quoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn })
    most = Math.max(most, process.memoryUsage.rss())
  }
  return most
}
const firstCycleRss = sustained > 0 ? mostWhileQuoting(WARM_QUOTES) : 0
gc?.()
const sustainedRss = mostWhileQuoting(sustained)
gc?.()
const live = process.memoryUsage()
console.log(
  JSON.stringify({
    pools,
    tokens: graph.tokens.length,
    orders: orders.length,
    statesMs,
    graphMs,
    nextBlockGraphMs: median((block) => block.graphMs),
    nextBlockFirstQuoteMs: median((block) => block.quoteMs),
    nextBlockGraphCpuMs: median((block) => block.graphCpuMs),
    nextBlockFirstQuoteCpuMs: median((block) => block.quoteCpuMs),
    firstBlockFirstQuoteMs: (blocks[0] as (typeof blocks)[number]).quoteMs,
    p50Ms: quantile(wall, 0.5),
    p99Ms: quantile(wall, 0.99),
    cpuP50Ms: quantile(cpu, 0.5),
    cpuP99Ms: quantile(cpu, 0.99),
    rssMb: memory.rss / 2 ** 20,
    warmQuotes: sustained > 0 ? WARM_QUOTES : 0,
    firstCycleRssMb: firstCycleRss / 2 ** 20,
    sustainedQuotes: sustained,
    sustainedRssMb: sustainedRss / 2 ** 20,
    heapMb: memory.heapUsed / 2 ** 20,
    liveHeapMb: live.heapUsed / 2 ** 20,
    arrayBuffersMb: live.arrayBuffers / 2 ** 20,
  }),
)

function cpuMs(used: NodeJS.CpuUsage): number {
  return (used.user + used.system) / 1000
}
