import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSluiceClient } from '@sluice/client'
import { InvalidParametersError, NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { createSluiceRemoteAggregator } from '@sluice/plugin-aggregator-sluice-remote'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { aggregatorQuoteResponseSchema, competitionResponseSchema, resultsResponseSchema, swapDataResponseSchema } from '@sluice/server'
import fc from 'fast-check'
import { type Address, createTestClient, encodeFunctionData, erc20Abi, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitForSync } from '../support/waitForSync.js'

type Server_ = Awaited<ReturnType<typeof startSandboxServer>>
let sandbox: Sandbox
let remote: Server_
let server: Server_
/** Loopback servers that stand in for broken aggregators: one never answers, one answers 500. */
let stalled: Server
let broken: Server

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999, 1868] })
  stalled = createServer(() => {})
  broken = createServer((_, response) => response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"INTERNAL_ERROR","message":"boom"}'))
  const [stalledUrl, brokenUrl] = await Promise.all([listen(stalled), listen(broken)])
  // A second Sluice server: the peer that `sluice-remote` asks over HTTP; its swaps call the sandbox's Sluice routers.
  remote = await startSandboxServer({ manifest: sandbox.manifest })
  const routers = Object.fromEntries(sandbox.manifest.chains.map((c) => [String(c.chainId), c.contracts!.router]))
  server = await startSandboxServer({
    manifest: sandbox.manifest,
    // Long enough for the honest aggregators (a quote and its simulation) on a loaded 2-core machine; the stalled one waits it out.
    meta: { requestTimeoutMs: 10_000 },
    aggregators: [
      { plugin: 'sluice-remote', config: { baseUrl: remote.url, chains: [999, 1868], routers } },
      { plugin: 'sluice-remote', name: 'stalled', config: { baseUrl: stalledUrl, chains: [999, 1868], routers } },
      { plugin: 'sluice-remote', name: 'broken', config: { baseUrl: brokenUrl, chains: [999], routers } },
    ],
  })
})
afterAll(async () => {
  stalled?.closeAllConnections()
  await Promise.all([server?.close(), remote?.close(), new Promise((resolve) => stalled?.close(resolve)), new Promise((resolve) => broken?.close(resolve))])
  await sandbox?.stop()
})

const chain = (chainId: number) => sandbox.manifest.chains.find((c) => c.chainId === chainId)!
const token = (chainId: number, symbol: string) =>
  symbol === 'native' ? NATIVE_TOKEN_ADDRESS : chain(chainId).tokens.find((t) => t.symbol === symbol)!.address

async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** Waits until both servers follow the chain's head and their token metadata is loaded (a quote no longer answers 503). */
const synced = (chainId: number) => Promise.all([server.url, remote.url].map((serverUrl) => waitForSync({ serverUrl, chain: chain(chainId), quotable: true })))

const executable = ['sluice', 'sluice-remote', 'direct-dex']
/** The API writes the native token in lower case, like the spec. */
const shown = (address: Address) => (address === NATIVE_TOKEN_ADDRESS ? NATIVE_TOKEN_ADDRESS.toLowerCase() : address)

test("GET /chains lists both sandbox chains for competitions; the typed client reads them; sluice-remote turns the peer's errors into core errors", async () => {
  const { json } = await call('GET', '/chains')
  const both = [
    { chainId: 999, name: 'HyperEVM' },
    { chainId: 1868, name: 'Soneium' },
  ]
  expect(json.meta).toEqual({ chains: both })
  await synced(999)
  const client = createSluiceClient({ url: `${remote.url}/` })
  expect(await client.getChains()).toEqual({ meta: { chains: both }, serviceAg: { chains: both } })
  expect((await client.getSources({ chainId: 1868 })).sources.map((source) => source.id)).toEqual(chain(1868).sources.map((source) => source.id))
  const adapter = createSluiceRemoteAggregator({ baseUrl: remote.url, chains: [999], routers: { 999: chain(999).contracts!.router } })
  const order = { chainId: 999, tokenIn: token(999, 'USDT0'), tokenOut: token(999, 'USDT0'), amountIn: 1n, userAddress: chain(999).accounts[0]!.address }
  await expect(adapter.quote({ ...order, slippage: 0.01, tokenInDecimals: 6 })).rejects.toThrow(InvalidParametersError)
})

test('an unknown competition is 404, a malformed one 400, an unknown aggregator 400', async () => {
  const unknown = '00000000-0000-4000-8000-000000000000'
  expect(await call('GET', `/competitions/${unknown}/results`)).toMatchObject({ status: 404, json: { error: 'COMPETITION_NOT_FOUND' } })
  expect(await call('POST', `/quotes?aggregator=sluice&competitionId=${unknown}`)).toMatchObject({ status: 404, json: { error: 'COMPETITION_NOT_FOUND' } })
  expect(await call('POST', `/swap?aggregator=sluice&competitionId=${unknown}`)).toMatchObject({ status: 404, json: { error: 'COMPETITION_NOT_FOUND' } })
  expect(await call('POST', '/quotes?aggregator=sluice')).toMatchObject({ status: 400, json: { error: 'INVALID_PARAMETERS' } })
  const order = {
    chainId: 999,
    tokenIn: token(999, 'USDT0'),
    tokenOut: token(999, 'UETH'),
    amountIn: '1000000',
    userAddress: chain(999).accounts[0]!.address,
    slippage: 0.01,
  }
  expect(await call('POST', '/competitions', { ...order, chainId: 1 })).toMatchObject({ status: 400, json: { error: 'INVALID_PARAMETERS' } })
  expect(await call('POST', '/competitions', { ...order, slippage: undefined })).toMatchObject({ status: 400, json: { error: 'INVALID_PARAMETERS' } })
  const { json } = await call('POST', '/competitions', order)
  expect(json.availableAggregators).toEqual(['sluice', 'direct-dex', 'sluice-remote', 'stalled', 'broken'])
  expect(await call('POST', `/quotes?aggregator=nobody&competitionId=${json.competitionId}`)).toMatchObject({
    status: 400,
    json: { error: 'AGGREGATOR_NOT_AVAILABLE' },
  })
  expect(await call('POST', `/swap?aggregator=sluice&competitionId=${json.competitionId}`)).toMatchObject({ status: 409, json: { error: 'QUOTE_NOT_FOUND' } })
})

test('a stalled or failing aggregator answers its own /quotes with an error and is absent from the results', async () => {
  await synced(999)
  const { json: competition } = await call('POST', '/competitions', {
    chainId: 999,
    tokenIn: token(999, 'USDT0'),
    tokenOut: token(999, 'UBTC'),
    amountIn: '5000000000',
    userAddress: chain(999).accounts[1]!.address,
    slippage: 0.005,
  })
  const answers = await Promise.all(
    ['stalled', 'broken', ...executable].map((aggregator) => call('POST', `/quotes?aggregator=${aggregator}&competitionId=${competition.competitionId}`)),
  )
  expect(answers.map((answer) => [answer.status, answer.json.error])).toEqual([
    [504, 'AGGREGATOR_TIMEOUT'],
    [502, 'AGGREGATOR_FAILED'],
    [200, undefined],
    [200, undefined],
    [200, undefined],
  ])
  const results = resultsResponseSchema.parse((await call('GET', `/competitions/${competition.competitionId}/results`)).json)
  expect(results.quotes.map((quote) => quote.aggregator).sort()).toEqual([...executable].sort())
})

test('fuzzed junk on every endpoint answers 4xx, never 5xx', async () => {
  const { json: competition } = await call('POST', '/competitions', {
    chainId: 1868,
    tokenIn: token(1868, 'USDC.e'),
    tokenOut: token(1868, 'WETH'),
    amountIn: '1000000',
    userAddress: chain(1868).accounts[0]!.address,
    slippage: 0.01,
  })
  const junk = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(String(competition.competitionId), 'sluice', 'direct-dex', '%', '%zz', '../..', ''))
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(999, 1868, '999', token(1868, 'WETH'), '0x', '-1', '1e18', 1e308),
  )
  const body = fc.oneof(
    fc.record(
      { chainId: value, tokenIn: value, tokenOut: value, amountIn: value, userAddress: value, slippage: value, tokenInDecimals: value },
      { requiredKeys: [] },
    ),
    fc.json(),
    fc.string({ maxLength: 50 }),
  )
  const request = fc.oneof(
    fc.tuple(fc.constant('POST' as const), fc.constant('/competitions'), body),
    fc.tuple(
      fc.constant('POST' as const),
      fc.tuple(junk, junk).map(([a, c]) => `/quotes?aggregator=${encodeURIComponent(a)}&competitionId=${encodeURIComponent(c)}`),
      fc.constant(undefined),
    ),
    fc.tuple(
      fc.constant('POST' as const),
      fc.tuple(junk, junk).map(([a, c]) => `/swap?aggregator=${encodeURIComponent(a)}&competitionId=${encodeURIComponent(c)}`),
      fc.constant(undefined),
    ),
    fc.tuple(
      fc.constant('GET' as const),
      junk.map((id) => `/competitions/${encodeURIComponent(id)}/results`),
      fc.constant(undefined),
    ),
  )
  await fc.assert(
    fc.asyncProperty(request, async ([method, path, payload]) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        body: payload === undefined ? null : typeof payload === 'string' ? payload : JSON.stringify(payload),
      })
      const json = (await response.json()) as { error?: string }
      if (response.status !== 200) {
        expect(response.status).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
        expect(typeof json.error).toBe('string')
      }
    }),
    { numRuns: 300 },
  )
})

describe('competitions on both chains: every aggregator’s swap executes on Anvil', () => {
  const orders = [
    { chainId: 999, sell: 'USDT0', buy: 'native', amountIn: '2500000000' },
    { chainId: 999, sell: 'native', buy: 'UETH', amountIn: '20000000000000000000' },
    { chainId: 1868, sell: 'USDC.e', buy: 'WBTC', amountIn: '3000000000' },
    { chainId: 1868, sell: 'native', buy: 'USDC.e', amountIn: '1000000000000000000' },
  ]
  type Prepared = {
    order: (typeof orders)[number]
    tokenIn: Address
    tokenOut: Address
    user: number
    swaps: ReturnType<typeof swapDataResponseSchema.parse>[]
  }
  const prepared: Prepared[] = []

  // Every quote and transaction is fetched before anything executes: the servers quote one chain state.
  test('each competition ranks three executable aggregators and returns their simulated transactions', async () => {
    for (const [i, order] of orders.entries()) {
      await synced(order.chainId)
      const user = i % 2
      const tokenIn = token(order.chainId, order.sell)
      const tokenOut = token(order.chainId, order.buy)
      const created = await call('POST', '/competitions', {
        chainId: order.chainId,
        tokenIn,
        tokenOut,
        amountIn: order.amountIn,
        userAddress: chain(order.chainId).accounts[user]!.address,
        slippage: 0.01,
      })
      expect(created.status).toBe(200)
      const competition = competitionResponseSchema.parse(created.json)
      expect(Date.parse(competition.expiresAt)).toBeGreaterThan(Date.now())
      const quotes = await Promise.all(
        executable.map((aggregator) => call('POST', `/quotes?aggregator=${aggregator}&competitionId=${competition.competitionId}`)),
      )
      for (const quote of quotes) expect(quote.status, JSON.stringify(quote.json)).toBe(200)
      const parsed = quotes.map((quote) => aggregatorQuoteResponseSchema.parse(quote.json))
      // Our engine and a second server running it agree to the wei.
      expect(parsed[0]!.amountOut).toBe(parsed[1]!.amountOut)
      const results = resultsResponseSchema.parse((await call('GET', `/competitions/${competition.competitionId}/results`)).json)
      expect(results.quotes).toHaveLength(3)
      const outs = results.quotes.map((quote) => BigInt(quote.amountOut))
      expect(outs).toEqual([...outs].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)))
      // The split/multi-pool engine never does worse than the best single-DEX route.
      expect(BigInt(parsed[0]!.amountOut)).toBeGreaterThanOrEqual(BigInt(parsed[2]!.amountOut))
      const swaps = []
      for (const aggregator of executable) {
        const answer = await call('POST', `/swap?aggregator=${aggregator}&competitionId=${competition.competitionId}`)
        expect(answer.status, JSON.stringify(answer.json)).toBe(200)
        const swap = swapDataResponseSchema.parse(answer.json)
        const quote = parsed.find((q) => q.aggregator === aggregator)!
        expect(swap).toMatchObject({
          aggregator,
          tokenIn: shown(tokenIn),
          tokenOut: shown(tokenOut),
          amountIn: order.amountIn,
          minAmountOut: quote.minAmountOut,
          value: order.sell === 'native' ? order.amountIn : '0',
        })
        swaps.push(swap)
      }
      prepared.push({ order, tokenIn, tokenOut, user, swaps })
    }
  })

  test('each transaction, from a fresh snapshot, delivers at least the quoted amountOut less slippage', async () => {
    expect(prepared).toHaveLength(orders.length)
    for (const { order, tokenIn, tokenOut, user, swaps } of prepared) {
      const { client, wallet } = sandboxClients({ chain: chain(order.chainId), accountIndex: user })
      const anvil = createTestClient({ mode: 'anvil', transport: http(chain(order.chainId).rpcUrl) })
      for (const swap of swaps) {
        const snapshot = await anvil.snapshot()
        if (tokenIn !== NATIVE_TOKEN_ADDRESS) {
          const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [swap.allowanceTarget as Address, BigInt(order.amountIn)] })
          await executeTransactions({ client, wallet, transactions: [{ to: tokenIn, data, value: 0n }] })
        }
        const { receipts, gasCost, deltas } = await executeTransactions({
          client,
          wallet,
          transactions: [{ to: swap.to as Address, data: swap.data as Hex, value: swap.value }],
          tokens: [tokenIn, tokenOut],
        })
        expect(receipts[0]!.status, swap.aggregator).toBe('success')
        const received = deltas[1]! + (tokenOut === NATIVE_TOKEN_ADDRESS ? gasCost : 0n)
        expect(-deltas[0]! - (tokenIn === NATIVE_TOKEN_ADDRESS ? gasCost : 0n), swap.aggregator).toBe(BigInt(order.amountIn))
        expect(received, swap.aggregator).toBeGreaterThanOrEqual(BigInt(swap.minAmountOut))
        // Nothing moved between quote and execution: each delivers exactly what it quoted.
        expect(received, swap.aggregator).toBe(BigInt(swap.amountOut))
        await anvil.revert({ id: snapshot })
      }
    }
  })
})
