/**
 * One size of the `solver-scale` section, in its own process so its memory is its own:
 * `node --import tsx scripts/bench/solver/measureScale.ts <pools> <orders>` prints one JSON line.
 * Builds the synthetic graph, the pool graph, sizes the orders, then times each quote (wall and
 * CPU), a next block's pool graph and first quote (50 pools changed, wall and CPU), and reads the
 * process's resident memory and heap; then, after a full collection (run with `--expose-gc`), the
 * live heap (what the states, graph and orders hold, without the quotes' garbage) and the typed
 * arrays' memory outside the heap.
 */
import { buildPoolGraph, quoteRoute } from '@sluice/core'
import { buildSyntheticGraph } from './buildSyntheticGraph.js'
import { quantile } from './quantile.js'
import { syntheticOrders } from './syntheticOrders.js'

const pools = Number(process.argv[2])
const count = Number(process.argv[3] ?? 20)
/** Pools changed in the next block, whose pool graph and first quote are timed. */
const CHANGED_PER_BLOCK = 50
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
// The next block: 50 pools changed (new simulators of the same pools, as the store gives them).
const next = [...graph.simulators]
for (let i = 0; i < Math.min(CHANGED_PER_BLOCK, next.length); i++) {
  const at = Math.floor((i * next.length) / CHANGED_PER_BLOCK)
  next[at] = (next[at] as (typeof next)[number]).clone()
}
let cpuStarted = process.cpuUsage()
started = performance.now()
buildPoolGraph({ simulators: next })
const nextBlockGraphMs = performance.now() - started
const nextBlockGraphCpuMs = cpuMs(process.cpuUsage(cpuStarted))
cpuStarted = process.cpuUsage()
started = performance.now()
if (first)
  quoteRoute({ snapshot: { simulators: next, blockNumber: 2n }, tokenIn: first.tokenIn, tokenOut: first.tokenOut, mode: 'sell', amount: first.amountIn })
const nextBlockFirstQuoteMs = performance.now() - started
const nextBlockFirstQuoteCpuMs = cpuMs(process.cpuUsage(cpuStarted))
const memory = process.memoryUsage()
;(globalThis as { gc?: () => void }).gc?.()
const live = process.memoryUsage()
console.log(
  JSON.stringify({
    pools,
    tokens: graph.tokens.length,
    orders: orders.length,
    statesMs,
    graphMs,
    nextBlockGraphMs,
    nextBlockFirstQuoteMs,
    nextBlockGraphCpuMs,
    nextBlockFirstQuoteCpuMs,
    p50Ms: quantile(wall, 0.5),
    p99Ms: quantile(wall, 0.99),
    cpuP50Ms: quantile(cpu, 0.5),
    cpuP99Ms: quantile(cpu, 0.99),
    rssMb: memory.rss / 2 ** 20,
    heapMb: memory.heapUsed / 2 ** 20,
    liveHeapMb: live.heapUsed / 2 ** 20,
    arrayBuffersMb: live.arrayBuffers / 2 ** 20,
  }),
)

function cpuMs(used: NodeJS.CpuUsage): number {
  return (used.user + used.system) / 1000
}
