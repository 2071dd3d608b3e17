import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { startSandbox } from '@sluice/sandbox'
import { configFromManifest, startServer } from '@sluice/server'
import { pino } from 'pino'
import type { BenchRow, BenchSection } from '../BenchSection.js'

type AutocannonResult = {
  latency: { p50: number; p99: number }
  requests: { average: number }
  non2xx: number
  errors: number
  timeouts: number
}
type Autocannon = (options: {
  url: string
  method: 'POST'
  headers: Record<string, string>
  body: string
  /** Each connection sends these bodies in turn (in place of `body`). */
  requests?: { body: string }[]
  /** A module's path (autocannon's worker requires it) whose export sets up each connection. */
  setupClient?: string
  connections: number
  duration: number
  workers?: number
}) => Promise<AutocannonResult>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const concurrencies = [1, 8, 64] as const
const seconds = 5
/** The mixed run's concurrency. */
const mixedConnections = 64
/** Starts each connection of the mixed run at another order (`staggerMixedOrders.cjs`). */
const staggerMixedOrders = fileURLToPath(new URL('./staggerMixedOrders.cjs', import.meta.url))

type ManifestChain = Awaited<ReturnType<typeof startSandbox>>['manifest']['chains'][number]

/**
 * Orders of several pairs, sizes and both modes, sent in turn by the mixed run: a figure that no
 * reuse of one request's work could flatter. Each is probed for a 200 before the run.
 */
function mixedOrders(chain: ManifestChain): string[] {
  const token = (symbol: string) => {
    const found = chain.tokens.find((entry) => entry.symbol === symbol)
    if (!found) throw new Error(`The sandbox world has no ${symbol} on chain ${chain.chainId}.`)
    return found.address
  }
  const native = NATIVE_TOKEN_ADDRESS
  return [
    { tokenIn: native, tokenOut: token('USDT0'), amountIn: '1000000000000000000' },
    { tokenIn: native, tokenOut: token('USDT0'), amountIn: '400000000000000000000' },
    { tokenIn: token('USDT0'), tokenOut: native, amountIn: '2500000000' },
    { tokenIn: token('UETH'), tokenOut: token('USDe'), amountIn: '2000000000000000000' },
    { tokenIn: token('USDT0'), tokenOut: token('UBTC'), amountIn: '5000000000' },
    { tokenIn: token('PURR'), tokenOut: native, amountIn: '100000000000000000000000' },
    { tokenIn: native, tokenOut: token('USDT0'), amountOut: '100000000' },
    { tokenIn: token('kHYPE'), tokenOut: token('USDe'), amountOut: '50000000000000000000' },
  ].map((order) => JSON.stringify(order))
}

/**
 * `/quote` over real HTTP on loopback against the sandbox world (chain 999): throughput and
 * latency at 1, 8 and 64 concurrent connections, with the solver on one worker thread per core
 * (`SLUICE_QUOTE_WORKERS`) and, as the peer in the same run, on the server's main thread (the default). The load generator (autocannon) runs in a worker
 * thread so it does not share the server's event loop. Every request is routed anew (the server
 * keeps no quote cache); besides the one order repeated, a mixed run at 64 connections sends
 * orders of several pairs, sizes and both modes in turn (`mixedOrders`), each connection starting
 * at another order.
 */
export const httpSection: BenchSection = {
  name: 'http',
  async run() {
    const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
    try {
      const rows: BenchRow[] = []
      const fields: Record<string, number> = {}
      const throughput: Record<string, number> = {}
      // The peer in the same run: the same server quoting on its main thread.
      for (const { label, workers } of [
        { label: 'main thread', workers: '0' },
        { label: 'workers', workers: String(Math.min(8, availableParallelism())) },
      ]) {
        const previous = process.env.SLUICE_QUOTE_WORKERS
        process.env.SLUICE_QUOTE_WORKERS = workers
        const config = configFromManifest({ manifest: sandbox.manifest, port: 0 })
        const limits = { apiPerMinute: 1e9, infoPerMinute: 1e9, keyMultiplier: 1 }
        // The load generator stands for many clients from one address: no per-address connection cap.
        const http = { ...config.http, maxConnectionsPerAddress: config.http.maxConnections, reservedConnections: 0 }
        const server = await startServer({
          config: { ...config, host: '127.0.0.1', limits, http },
          plugins: defaultSourcePlugins,
          logger: pino({ level: 'silent' }),
        })
        if (previous === undefined) delete process.env.SLUICE_QUOTE_WORKERS
        else process.env.SLUICE_QUOTE_WORKERS = previous
        try {
          const chain = sandbox.manifest.chains[0]!
          const stable = chain.tokens.find((token) => token.symbol === 'USDT0') ?? chain.tokens[0]!
          const body = JSON.stringify({ tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: stable.address, amountIn: '25000000000000000000' })
          const url = `${server.url}/${chain.chainId}/v1/quote`
          const probe = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          if (probe.status !== 200) throw new Error(`The quote probe answered ${probe.status}: ${await probe.text()}`)
          const onWorkers = label === 'workers'
          const prefix = onWorkers ? '' : 'main thread: '
          // Targets: the default configuration (the main thread) 1,000 quotes/s at c=64 with p99 <= 100 ms; workers 1,500.
          const rateTarget = onWorkers ? '>= 1500' : '>= 1000'
          for (const connections of concurrencies) {
            const result = await autocannon({
              url,
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
              connections,
              duration: seconds,
              workers: 1,
            })
            const failed = result.non2xx + result.errors + result.timeouts
            throughput[`${label}${connections}`] = result.requests.average
            rows.push(
              {
                metric: `${prefix}quotes/s c=${connections}`,
                value: result.requests.average,
                unit: 'req/s',
                target: connections === 64 ? rateTarget : undefined,
              },
              { metric: `${prefix}p50 c=${connections}`, value: result.latency.p50, unit: 'ms', target: connections === 1 ? '<= 2' : undefined },
              { metric: `${prefix}p99 c=${connections}`, value: result.latency.p99, unit: 'ms', target: connections === 64 ? '<= 100' : undefined },
              { metric: `${prefix}failed c=${connections}`, value: failed, target: '0' },
            )
            const key = workers ? 'http' : 'httpMainThread'
            fields[`${key}QuotesPerSecondC${connections}`] = result.requests.average
            fields[`${key}P50MsC${connections}`] = result.latency.p50
            fields[`${key}P99MsC${connections}`] = result.latency.p99
            fields[`${key}FailedC${connections}`] = failed
          }
          const orders = mixedOrders(chain)
          for (const order of orders) {
            const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: order })
            if (answer.status !== 200) throw new Error(`The mixed order ${order} answered ${answer.status}: ${await answer.text()}`)
          }
          const mixed = await autocannon({
            url,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            requests: orders.map((order) => ({ body: order })),
            setupClient: staggerMixedOrders,
            connections: mixedConnections,
            duration: seconds,
            workers: 1,
          })
          const mixedFailed = mixed.non2xx + mixed.errors + mixed.timeouts
          throughput[`${label}mixed`] = mixed.requests.average
          rows.push(
            { metric: `${prefix}mixed orders: quotes/s c=${mixedConnections}`, value: mixed.requests.average, unit: 'req/s' },
            { metric: `${prefix}mixed orders: p99 c=${mixedConnections}`, value: mixed.latency.p99, unit: 'ms' },
            { metric: `${prefix}mixed orders: failed c=${mixedConnections}`, value: mixedFailed, target: '0' },
          )
          const key = onWorkers ? 'http' : 'httpMainThread'
          fields[`${key}MixedQuotesPerSecond`] = mixed.requests.average
          fields[`${key}MixedP99Ms`] = mixed.latency.p99
          fields[`${key}MixedFailed`] = mixedFailed
        } finally {
          await server.close()
        }
      }
      for (const connections of concurrencies) {
        const ratio = (throughput[`workers${connections}`] as number) / (throughput[`main thread${connections}`] as number)
        rows.push({ metric: `quotes/s workers / main thread, c=${connections}`, value: ratio, unit: '×' })
        fields[`httpWorkersOverMainC${connections}`] = Number(ratio.toFixed(3))
      }
      const mixedRatio = (throughput.workersmixed as number) / (throughput['main threadmixed'] as number)
      rows.push({ metric: `mixed orders: quotes/s workers / main thread, c=${mixedConnections}`, value: mixedRatio, unit: '×' })
      fields.httpWorkersOverMainMixed = Number(mixedRatio.toFixed(3))
      return { rows, fields }
    } finally {
      await sandbox.stop()
    }
  },
}
