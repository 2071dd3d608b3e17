import { defaultSourcePlugins } from '@sluice/default-plugins'
import { createRequire } from 'node:module'
import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
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
  connections: number
  duration: number
  workers?: number
}) => Promise<AutocannonResult>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const concurrencies = [1, 8, 64] as const
const seconds = 5

/**
 * `/quote` over real HTTP on loopback against the sandbox world (chain 999): throughput and
 * latency at 1, 8 and 64 concurrent connections. The load generator (autocannon) runs in a worker
 * thread so it does not share the server's event loop. Every request is routed anew (the server
 * keeps no quote cache).
 */
export const httpSection: BenchSection = {
  name: 'http',
  async run() {
    const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
    try {
      const config = configFromManifest({ manifest: sandbox.manifest, port: 0 })
      const limits = { apiPerMinute: 1e9, infoPerMinute: 1e9, keyMultiplier: 1 }
      const server = await startServer({ config: { ...config, host: '127.0.0.1', limits }, plugins: defaultSourcePlugins, logger: pino({ level: 'silent' }) })
      try {
        const chain = sandbox.manifest.chains[0]!
        const stable = chain.tokens.find((token) => token.symbol === 'USDT0') ?? chain.tokens[0]!
        const body = JSON.stringify({ tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: stable.address, amountIn: '25000000000000000000' })
        const url = `${server.url}/${chain.chainId}/v1/quote`
        const probe = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        if (probe.status !== 200) throw new Error(`The quote probe answered ${probe.status}: ${await probe.text()}`)
        const rows: BenchRow[] = []
        const fields: Record<string, number> = {}
        for (const connections of concurrencies) {
          const result = await autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections, duration: seconds, workers: 1 })
          const failed = result.non2xx + result.errors + result.timeouts
          rows.push(
            { metric: `quotes/s c=${connections}`, value: result.requests.average, unit: 'req/s', target: connections === 64 ? '> 500' : undefined },
            { metric: `p50 c=${connections}`, value: result.latency.p50, unit: 'ms', target: connections === 1 ? '< 10' : undefined },
            { metric: `p99 c=${connections}`, value: result.latency.p99, unit: 'ms' },
            { metric: `failed c=${connections}`, value: failed, target: '0' },
          )
          fields[`httpQuotesPerSecondC${connections}`] = result.requests.average
          fields[`httpP50MsC${connections}`] = result.latency.p50
          fields[`httpP99MsC${connections}`] = result.latency.p99
          fields[`httpFailedC${connections}`] = failed
        }
        return { rows, fields }
      } finally {
        await server.close()
      }
    } finally {
      await sandbox.stop()
    }
  },
}
