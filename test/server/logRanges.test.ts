import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV2Plugin } from '@sluice/plugin-uniswap-v2'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import { quoteResponseSchema, swapResponseSchema } from '@sluice/server'
import { pino } from 'pino'
import { createPublicClient, http, type PublicClient, toHex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { type LogRangeProxy, startLogRangeProxy } from '../support/startLogRangeProxy.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'

let sandbox: Sandbox
let chain: ChainManifest
let direct: PublicClient
const stops: (() => Promise<void>)[] = []

/** Starts the sandbox's chain 999 with these plugins' world (the tests of each describe share it). */
function useSandbox(plugins: Parameters<typeof startSandbox>[0]['plugins']) {
  beforeAll(async () => {
    sandbox = await startSandbox({ plugins, chains: [999] })
    chain = sandbox.manifest.chains[0]!
    direct = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 60_000 }) }) as PublicClient
  })
  afterAll(async () => {
    await sandbox?.stop()
  })
}
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!.address
const sourceOf = (kind: string) => chain.sources.find((source) => source.kind === kind)!.id
const head = () => direct.getBlockNumber({ cacheTime: 0 })

/** A server on chain 999 whose every RPC request goes through `proxy` (no WebSocket), with the chain's `maxLogRange` given. */
async function serveBehind(proxy: LogRangeProxy, maxLogRange: number) {
  const lines: Record<string, unknown>[] = []
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) })
  const server = await startSandboxServer({
    manifest: sandbox.manifest,
    logger,
    chains: (c) => ({ ...c, rpcUrl: proxy.url, webSocketUrl: undefined, maxLogRange }),
  })
  stops.push(() => server.close())
  return { server, lines, post: (endpoint: string, body: object) => postJson({ url: `${server.url}/999/v1/${endpoint}`, body }) }
}

async function proxy(maxLogRange: number, rateLimitEvery = 0) {
  const started = await startLogRangeProxy({ upstream: chain.rpcUrl, maxLogRange, rateLimitEvery })
  stops.push(() => started.close())
  return started
}

/** The refused `eth_getLogs` requests sent more than once, unchanged. */
function repeatedRefusals(proxy: LogRangeProxy) {
  const refused = proxy.requests.filter((request) => request.method === 'eth_getLogs' && request.outcome === 'refused').map((r) => `${r.fromBlock}+${r.span}`)
  return refused.filter((key, i) => refused.indexOf(key) !== i)
}

describe('every source of the world, behind a cap below its history', () => {
  useSandbox(defaultSourcePlugins)
  test('discovery with a source blockRange of 10,000 completes behind a 100-block cap (the whole history of the world): every source quotes as a server without the cap does', async () => {
    const capped = await proxy(100, 5)
    const { post } = await serveBehind(capped, 100)
    const reference = await startSandboxServer({ manifest: sandbox.manifest, chains: (c) => ({ ...c, webSocketUrl: undefined }) })
    stops.push(() => reference.close())
    for (const source of chain.sources) {
      const body = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '1000000000000000', includedSources: [source.id] }
      const [behind, direct] = [await post('quote', body), await postJson({ url: `${reference.url}/999/v1/quote`, body })]
      expect({ status: behind.status, amountOut: behind.json.amountOut }, source.name).toEqual({ status: direct.status, amountOut: direct.json.amountOut })
    }
    const getLogs = capped.requests.filter((request) => request.method === 'eth_getLogs')
    expect(getLogs.some((request) => (request.span ?? 0) > 1)).toBe(true)
    expect(getLogs.every((request) => request.outcome !== 'refused' && (request.span ?? 0) <= 100)).toBe(true)
  })
})

// Mining is slow on a world of every DEX type (its state is large): this world has the Uniswap V2 sources only.
// Anvil mines a block in time that grows with the chain's length: the outage is three times the cap, no more.
describe('a Uniswap V2 world that mines 600 blocks while the server cannot reach its node', () => {
  useSandbox([uniswapV2Plugin])
  test('after a 600-block outage behind a 200-block cap (the config not knowing it, 429s on the way) the state is fresh again within seconds, a pool swapped during the outage quoted exactly', async () => {
    const capped = await proxy(200, 5)
    const { server, post, lines } = await serveBehind(capped, 5_000)
    const request = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '1000000000000000000', includedSources: [sourceOf('uniswap-v2')] }
    const before = quoteResponseSchema.parse((await post('quote', request)).json)
    // A swap moving the pool, built now and sent to the node while the server cannot reach it.
    const swap = await post('swap', { ...request, amountIn: '300000000000000000000', userAddress: chain.accounts[2]!.address, slippage: 0.5 })
    expect(swap.status, JSON.stringify(swap.json)).toBe(200)

    capped.down = true
    await waitFor({ what: 'quotes to fail while the node is unreachable', probe: async () => (await post('quote', request)).status === 503, timeoutMs: 10_000 })
    await direct.request({ method: 'anvil_mine' as never, params: [toHex(240)] as never })
    const { client, wallet } = sandboxClients({ chain, accountIndex: 2 })
    const { receipts } = await executeTransactions({
      client,
      wallet,
      transactions: swapResponseSchema.parse(swap.json).transactions as never,
      tokens: [token('USDT0')],
    })
    expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
    await direct.request({ method: 'anvil_mine' as never, params: [toHex(600 - 240 - 1)] as never })
    const outageHead = await head()
    expect(Number(outageHead) - before.blockNumber).toBeGreaterThanOrEqual(600)

    capped.reset()
    capped.down = false
    const after = await waitFor({
      what: 'a quote at the head after the outage',
      probe: async () => {
        const { status, json } = await post('quote', request)
        if (status !== 200) return undefined
        const quote = quoteResponseSchema.parse(json)
        return quote.blockNumber >= Number(outageHead) ? quote : undefined
      },
      timeoutMs: 15_000,
      intervalMs: 100,
    })
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)

    // Exactly what a server reading the chain from scratch quotes at that block.
    const fresh = await startSandboxServer({ manifest: sandbox.manifest, chains: (c) => ({ ...c, webSocketUrl: undefined }) })
    stops.push(() => fresh.close())
    const reference = quoteResponseSchema.parse((await postJson({ url: `${fresh.url}/999/v1/quote`, body: request })).json)
    expect(reference.blockNumber).toBe(after.blockNumber)
    expect(after.amountOut).toBe(reference.amountOut)
    expect(BigInt(after.amountOut)).toBeLessThan(BigInt(before.amountOut))

    // Never a refused request asked again unchanged; every request within the provider's cap but the refused; the refusal logged in the provider's words.
    expect(repeatedRefusals(capped)).toEqual([])
    const forwarded = capped.requests.filter((r) => r.method === 'eth_getLogs' && r.outcome === 'forwarded')
    expect(forwarded.every((r) => r.span === undefined || r.span <= 200)).toBe(true)
    expect(lines.some((line) => line.msg === 'eth_getLogs refused' && String(line.provider).includes('limited to a 200 block range'))).toBe(true)
    expect(lines.filter((line) => 'error' in line && (line.error === undefined || String(line.error).includes('undefined')))).toEqual([])
    // Mining takes a while on a busy machine.
  }, 240_000)
})
