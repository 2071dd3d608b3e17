import { request } from 'node:http'
import { createSluiceClient, type GetQuoteReturnType, watchQuote } from '@sluice/client'
import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { startSandbox } from '@sluice/sandbox'
import { configFromManifest, startServer } from '@sluice/server'
import { pino } from 'pino'
import { type Address, createPublicClient, createWalletClient, type Hex, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitFor } from '../../../test/support/waitFor.js'
import { waitForSync } from '../../../test/support/waitForSync.js'
import type { BenchRow, BenchSection } from '../BenchSection.js'

/** Listeners per run: distinct orders (each its own quote per block), then one order shared by all. */
const RUNS = [
  { listeners: 1, shared: false },
  { listeners: 100, shared: false },
  { listeners: 500, shared: false },
  { listeners: 1000, shared: false },
  { listeners: 100, shared: true },
  { listeners: 1000, shared: true },
] as const
/** Blocks measured per run, each with a swap that moves the pools every order routes through. */
const BLOCKS = 3

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** Bytes of a GET's body on the wire with this `Accept-Encoding` (Node's client decodes nothing). */
const wireBytes = (url: string, acceptEncoding: string | undefined) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on('end', () => resolve(bytes))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })

/**
 * Quotes that stream per block (`GET /{chainId}/v1/quote/stream`, read with `watchQuote`) on the
 * sandbox world (chain 999; the server follows new heads over the node's WebSocket), over HTTP on
 * loopback: with 1 to 1,000 listeners open, blocks are mined (automine off, `evm_mine`) each
 * holding a swap of HYPE into the pools every order routes through, and each listener's quote at
 * that block is timed from `evm_mine`'s call. The listeners run in the server's process and event
 * loop (the figures include reading them). Distinct orders cost one quote each per block; one
 * order shared by all listeners costs one. Also the explorer's script over the wire: plain, gzip,
 * brotli.
 */
export const quoteStreamSection: BenchSection = {
  name: 'quoteStream',
  async run() {
    const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
    const config = configFromManifest({ manifest: sandbox.manifest, port: 0 })
    const most = Math.max(...RUNS.map((run) => run.listeners))
    const server = await startServer({
      config: {
        ...config,
        host: '127.0.0.1',
        // Room for a run's streams while the previous run's are still being released.
        limits: { ...config.limits, apiPerMinute: 1e9, infoPerMinute: 1e9, quoteStreamsPerClient: 2 * most, quoteStreams: 2 * most },
        // Every listener comes from one address: no per-address connection cap.
        http: { ...config.http, maxConnections: 4 * most, maxConnectionsPerAddress: 4 * most, reservedConnections: 0 },
      },
      plugins: defaultSourcePlugins,
      logger: pino({ level: 'silent' }),
    })
    const rows: BenchRow[] = []
    const fields: Record<string, number> = {}
    try {
      const chain = sandbox.manifest.chains[0]!
      await waitForSync({ serverUrl: server.url, chain, quotable: true, timeoutMs: 120_000 })
      const sluice = createSluiceClient({ url: server.url })
      const usdt0 = chain.tokens.find((token) => token.symbol === 'USDT0')!.address as Address
      const account = privateKeyToAccount(chain.accounts[1]!.privateKey as Hex)
      const publicClient = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 }) as PublicClient
      const walletClient = createWalletClient({ account, transport: http(chain.rpcUrl) })
      // Anvil's own methods, outside viem's typed RPC schema.
      const request = publicClient.request as unknown as (args: { method: string; params: unknown[] }) => Promise<unknown>
      const rpc = (method: string, params: unknown[] = []) => request({ method, params })

      for (const { listeners, shared } of RUNS) {
        const latest = new Map<number, GetQuoteReturnType>()
        const arrivals: { index: number; block: number; at: number }[] = []
        const errors: Error[] = []
        const stops = Array.from({ length: listeners }, (_, index) =>
          watchQuote(sluice, {
            chainId: 999,
            tokenIn: NATIVE_TOKEN_ADDRESS,
            tokenOut: usdt0,
            amountIn: 10n ** 18n + (shared ? 0n : BigInt(index)),
            onQuote: (quote) => {
              latest.set(index, quote)
              arrivals.push({ index, block: quote.blockNumber, at: performance.now() })
            },
            onError: (error) => errors.push(error),
          }),
        )
        const label = `${listeners} listener${listeners === 1 ? '' : 's'}${shared ? ', one order' : ''}`
        const key = `quoteStream${listeners}${shared ? 'Shared' : ''}`
        const opened = performance.now()
        try {
          await waitFor({
            what: `${label}: first quotes`,
            probe: () => {
              if (errors.length > 0) throw errors[0]
              return latest.size === listeners
            },
            timeoutMs: 300_000,
          })
          const openMs = performance.now() - opened
          fields[`${key}OpenMs`] = openMs
          rows.push({ metric: `open and first quote, ${label}`, value: openMs, unit: 'ms' })
          const latencies: number[] = []
          await rpc('evm_setAutomine', [false])
          for (let block = 0; block < BLOCKS; block++) {
            const swap = await sluice.getSwap({
              chainId: 999,
              tokenIn: NATIVE_TOKEN_ADDRESS,
              tokenOut: usdt0,
              amountIn: 10n ** 17n,
              userAddress: account.address,
            })
            const [transaction] = swap.transactions ?? []
            const hash = await walletClient.sendTransaction({
              chain: null,
              to: transaction!.to as Address,
              data: transaction!.data as Hex,
              value: BigInt(transaction!.value),
            })
            const minedAt = performance.now()
            await rpc('evm_mine')
            const receipt = await waitForReceipt({ client: publicClient, hash })
            const mined = Number(receipt.blockNumber)
            await waitFor({
              what: `${label}: the quotes at block ${mined}`,
              probe: () => [...latest.values()].every((quote) => quote.blockNumber >= mined),
              timeoutMs: 120_000,
              intervalMs: 0,
            })
            const first = new Map<number, number>()
            for (const { index, block: at, at: time } of arrivals) if (at >= mined && !first.has(index)) first.set(index, time)
            latencies.push(...[...first.values()].map((time) => time - minedAt))
            arrivals.length = 0
          }
          await rpc('evm_setAutomine', [true])
          if (errors.length > 0) throw errors[0]
          fields[`${key}P50Ms`] = percentile(latencies, 50)
          fields[`${key}P99Ms`] = percentile(latencies, 99)
          rows.push({ metric: `block to pushed quote, ${label}, p50`, value: percentile(latencies, 50), unit: 'ms' })
          rows.push({ metric: `block to pushed quote, ${label}, p99`, value: percentile(latencies, 99), unit: 'ms' })
        } catch (error) {
          rows.push({ metric: `${label}: error`, value: String(error instanceof Error ? error.message : error).split('\n')[0] ?? '' })
        } finally {
          for (const stop of stops) stop()
          await rpc('evm_setAutomine', [true])
        }
      }

      const page = await (await fetch(`${server.url}/explorer`)).text()
      const script = page.match(/explorer\/assets\/[\w.-]+\.js/)?.[0]
      if (script)
        for (const [label, accept] of [
          ['plain', undefined],
          ['gzip', 'gzip'],
          ['brotli', 'br'],
        ] as const) {
          const bytes = await wireBytes(`${server.url}/${script}`, accept)
          fields[`explorerScript${label}Bytes`] = bytes
          rows.push({ metric: `explorer script over the wire, ${label}`, value: bytes, unit: 'B' })
        }
      return { rows, fields }
    } finally {
      await server.close()
      await sandbox.stop()
    }
  },
}
