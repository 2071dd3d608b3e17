import { quoteRoute, buildPoolGraph } from '@sluice/core'
import { buildSyntheticGraph } from '../solver/buildSyntheticGraph.js'
import { syntheticOrders } from './syntheticOrdersOld.js'
import { quoteRoute as oldQuoteRoute } from './oldcore/quote/quoteRoute.js'
const [pools, count, idx] = process.argv.slice(2).map(Number) as [number, number, number]
const graph = buildSyntheticGraph({ pools, seed: pools, v3Share: 0.6, positionsPerPool: 30 })
const orders = syntheticOrders({ simulators: graph.simulators, tokens: graph.tokens, weight: graph.weight, count, seed: pools + 1 })
const order = orders[idx]!
const snapshot = { simulators: graph.simulators, blockNumber: 1n }
const name = (a: string) => String(graph.tokens.findIndex((t) => t.address === a))
const show = (label: string, r: ReturnType<typeof quoteRoute>) => {
  console.log(label, r.route.amountOut)
  for (const p of r.route.paths) console.log('  ', p.amountIn, p.steps.map((s) => `${name(s.tokenIn)}-[${s.pool.address.slice(2, 10)} ${s.pool.fee}]->${name(s.tokenOut)}`).join(' '), p.amountOut)
}
console.log('order', name(order.tokenIn), name(order.tokenOut), order.amountIn, 'deg', buildPoolGraph({ simulators: graph.simulators }).edgesFrom.get(order.tokenIn.toLowerCase())?.length, buildPoolGraph({ simulators: graph.simulators }).edgesFrom.get(order.tokenOut.toLowerCase())?.length)
show('new', quoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn }))
show('old', oldQuoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn }))
for (const f of [32, 64]) show(`fanout ${f}`, quoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn, options: { fanout: f } }))
import { referenceOptimum } from './refDbg.js'
console.log('ref', referenceOptimum({ simulators: graph.simulators, tokenIn: order.tokenIn, tokenOut: order.tokenOut, amountIn: order.amountIn, maxHops: 3, maxPaths: 12, steps: 1000 }).output)
for (const x of (globalThis as any).refPaths) console.log('  ref', x.share, x.hops.replace(/([0-9a-f]{8})-/g, (_: string, a: string) => name(graph.tokens.find((t) => t.address.slice(2,10).toLowerCase() === a.toLowerCase())!.address) + '-'))
for (const o of [{ chunks: 64 }, { maxPaths: 24 }, { beamWidth: 48 }, { beamWidth: 48, fanout: 48, maxPaths: 24, chunks: 64 }]) show(JSON.stringify(o), quoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn, options: o }))
