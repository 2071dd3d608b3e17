// scratch: quality/latency experiment with cached reference outputs (not committed)
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { buildPoolGraph, quoteRoute } from '@sluice/core'
import { buildSyntheticGraph } from '../solver/buildSyntheticGraph.js'
import { referenceOptimum } from '../solver/referenceOptimum.js'
import { syntheticOrders } from './syntheticOrdersOld.js'
import { quantile } from '../solver/quantile.js'
import { quoteRoute as oldQuoteRoute } from './oldcore/quote/quoteRoute.js'

const sizes = (process.argv[2] ?? '100:25,1000:20,10000:10').split(',').map((s) => s.split(':').map(Number) as [number, number])
for (const [pools, count] of sizes) {
  const graph = buildSyntheticGraph({ pools, seed: pools, v3Share: 0.6, positionsPerPool: 30 })
  buildPoolGraph({ simulators: graph.simulators })
  const orders = syntheticOrders({ simulators: graph.simulators, tokens: graph.tokens, weight: graph.weight, count, seed: pools + 1 })
  const cacheFile = `/tmp/perf/refk-${pools}.json`
  const cache: Record<string, string> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {}
  const legacyFile = `/tmp/perf/ref-${pools}-${count}.json`
  const legacy: Record<string, string> = existsSync(legacyFile) ? JSON.parse(readFileSync(legacyFile, 'utf8')) : {}
  const snapshot = { simulators: graph.simulators, blockNumber: 1n }
  const [first] = orders
  if (first) quoteRoute({ snapshot, tokenIn: first.tokenIn, tokenOut: first.tokenOut, mode: 'sell', amount: first.amountIn })
  const gaps: number[] = []
  const ms: number[] = []
  const oldMs: number[] = []
  const oldGaps: number[] = []
  const oldOut: bigint[] = []
  for (const [i, order] of orders.entries()) {
    const c = process.cpuUsage()
    const q = quoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn, options: process.env.OPT ? JSON.parse(process.env.OPT) : undefined })
    const d = process.cpuUsage(c)
    ms.push((d.user + d.system) / 1000)
    if (process.env.OLD) {
      const c2 = process.cpuUsage()
      const old = oldQuoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn })
      const d2 = process.cpuUsage(c2)
      oldMs.push((d2.user + d2.system) / 1000)
      oldGaps.push(0)
      oldOut.push(old.route.amountOut)
    }
    const key = `${order.tokenIn}/${order.tokenOut}/${order.amountIn}`
    let ref = cache[key] ?? legacy[i]
    if (ref === undefined) {
      ref = String(referenceOptimum({ simulators: graph.simulators, tokenIn: order.tokenIn, tokenOut: order.tokenOut, amountIn: order.amountIn, maxHops: 3, maxPaths: 12, steps: 1000 }).output)
      cache[key] = ref
      writeFileSync(cacheFile, JSON.stringify(cache))
    }
    const gap = (Number(BigInt(ref) - q.route.amountOut) / Number(ref)) * 1e4
    gaps.push(gap)
    if (process.env.OLD) oldGaps[oldGaps.length - 1] = (Number(BigInt(ref) - oldOut.at(-1)!) / Number(ref)) * 1e4
    if (process.env.V) console.log(pools, i, order.impact, gap.toFixed(2), ms.at(-1)!.toFixed(1), process.env.OLD ? oldGaps.at(-1)!.toFixed(2) + ' ' + oldMs.at(-1)!.toFixed(1) : '', q.route.paths.length, q.route.paths.map((p) => p.steps.length).join(''))
  }
  console.log(`${pools}: cpu p50 ${quantile(ms, 0.5).toFixed(1)} ms p99 ${quantile(ms, 0.99).toFixed(1)} ms; gap median ${quantile(gaps, 0.5).toFixed(2)} p99 ${quantile(gaps, 0.99).toFixed(2)} max ${Math.max(...gaps).toFixed(2)} bps` + (process.env.OLD ? ` | old cpu p50 ${quantile(oldMs, 0.5).toFixed(1)} p99 ${quantile(oldMs, 0.99).toFixed(1)} gap p99 ${quantile(oldGaps, 0.99).toFixed(2)}` : ''))
}
