import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import { type ChainConfig, quoteResponseSchema, swapResponseSchema } from '@sluice/server'
import { type Address, createPublicClient, type Hex, http, type PublicClient } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { type RpcRelay, startRpcRelay } from '../support/startRpcRelay.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'

let sandbox: Sandbox
let chain: ChainManifest
let direct: PublicClient
const stops: (() => Promise<void>)[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  chain = sandbox.manifest.chains[0]!
  direct = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }) as PublicClient
})
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})
afterAll(async () => {
  await sandbox?.stop()
})

const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!.address
const v2 = () => chain.sources.find((source) => source.kind === 'uniswap-v2')!.id

/** A server on the sandbox's chain 999 with the chain's config changed by `change`. */
async function serve(change: (chain: ChainConfig) => ChainConfig) {
  const server = await startSandboxServer({ manifest: sandbox.manifest, limits: { apiPerMinute: 1_000_000, infoPerMinute: 1_000_000 }, chains: change })
  stops.push(() => server.close())
  const post = async (endpoint: 'quote' | 'swap', body: object) => {
    const { status, json, ms } = await postJson({ url: `${server.url}/999/v1/${endpoint}`, body })
    return { status, body: json, ms }
  }
  return { server, post }
}

/** Calls `probe` until it returns a value, or throws at the deadline. */
const until = <T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> =>
  waitFor({ what: 'the node-fault condition', probe, timeoutMs, intervalMs: 20 })

async function relay(parameters: { hang?: boolean } = {}): Promise<RpcRelay> {
  const started = await startRpcRelay({ upstream: chain.rpcUrl, ...parameters })
  stops.push(() => started.close())
  return started
}

const anvil = (method: string, params: unknown[] = []) => direct.request({ method: method as never, params: params as never })
const head = () => direct.getBlockNumber({ cacheTime: 0 })

/** Sends a `/swap` answer's transactions from sandbox account `index`; returns the change of `tokenOut`'s balance. */
async function execute(swap: { transactions: { to: Address; data: Hex; value: string; gas: string; from: Address }[] }, index: number, tokenOut: Address) {
  const { client, wallet } = sandboxClients({ chain, accountIndex: index })
  const { receipts, deltas } = await executeTransactions({ client, wallet, transactions: swap.transactions, tokens: [tokenOut] })
  expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
  return deltas[0]!
}

test('a reorg to a lower head while following by WebSocket (snapshot, big swap, 5 blocks, revert, 2 blocks): the next quote is at the new head, never the orphaned block', async () => {
  const { post, server } = await serve((c) => c)
  expect((await server.engines[0]!.health()).ok).toBe(true)
  const request = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '1000000000000000000', includedSources: [v2()] }
  const before = quoteResponseSchema.parse((await post('quote', request)).body)
  const reorgPoint = await anvil('evm_snapshot')
  const swap = await post('swap', { ...request, amountIn: '200000000000000000000', userAddress: chain.accounts[1]!.address, slippage: 0.5 })
  expect(swap.status).toBe(200)
  expect(await execute(swapResponseSchema.parse(swap.body) as never, 1, token('USDT0'))).toBeGreaterThan(0n)
  await anvil('anvil_mine', ['0x5'])
  const orphan = Number(await head())
  // The server follows the orphaned branch to its head (by subscription, or the quote's head read).
  const onOrphan = await until(async () => {
    const quote = quoteResponseSchema.parse((await post('quote', request)).body)
    return quote.blockNumber === orphan ? quote : undefined
  }, 10_000)
  expect(BigInt(onOrphan.amountOut)).toBeLessThan(BigInt(before.amountOut))

  await anvil('evm_revert', [reorgPoint])
  await anvil('anvil_mine', ['0x2'])
  const newHead = Number(await head())
  expect(newHead).toBe(before.blockNumber + 2)
  // Right after: the new head's state (the swap is gone), no 503, and never the orphan again.
  for (let i = 0; i < 10; i++) {
    const answer = await post('quote', request)
    expect(answer.status).toBe(200)
    const quote = quoteResponseSchema.parse(answer.body)
    expect(quote.blockNumber).toBe(newHead)
    expect(quote.amountOut).toBe(before.amountOut)
  }
  // The subscription goes on delivering the new branch.
  await anvil('anvil_mine', ['0x1'])
  await until(async () => ((await server.engines[0]!.health()).stateBlock === BigInt(newHead + 1) ? true : undefined), 10_000)
})

test('a node that accepts requests and never answers: quotes serve the state in hand at once, none waits out rpcTimeoutMs, /swap and stale state fail fast, and it recovers', async () => {
  const rpcTimeoutMs = 5_000
  const hung = await relay()
  const { post, server } = await serve((c) => ({ ...c, rpcUrl: hung.url, webSocketUrl: undefined, rpcTimeoutMs, headTimeoutMs: 200, maxStateAgeSeconds: 3 }))
  const request = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '1000000000000000000' }
  const live = quoteResponseSchema.parse((await post('quote', request)).body)

  hung.hang = true
  const answers: { status: number; ms: number; blockNumber: number | undefined }[] = []
  const first = await post('quote', request)
  answers.push({ status: first.status, ms: first.ms, blockNumber: first.body.blockNumber as number | undefined })
  // A swap must be at the head as of the request: it cannot be confirmed, so it fails at once.
  const swap = await post('swap', { ...request, userAddress: chain.accounts[2]!.address })
  expect(swap).toMatchObject({ status: 503, body: { error: 'INTERNAL_ERROR', message: 'Chain 999 is unavailable. Retry shortly.' } })
  expect(swap.ms).toBeLessThan(rpcTimeoutMs)
  // Quotes in a row until the state in hand is too old to serve (maxStateAgeSeconds).
  await until(async () => {
    const answer = await post('quote', request)
    answers.push({ status: answer.status, ms: answer.ms, blockNumber: answer.body.blockNumber as number | undefined })
    return answer.status === 503 ? answer : undefined
  }, 30_000)
  // The first quote after the hang is the state in hand; so is every one until 503.
  expect(answers[0]).toMatchObject({ status: 200, blockNumber: live.blockNumber })
  expect(answers.filter((answer) => answer.status === 200).every((answer) => answer.blockNumber === live.blockNumber)).toBe(true)
  // Counted, not timed: how many quotes waited out the RPC timeout (before: each head read did).
  expect(answers.filter((answer) => answer.ms >= rpcTimeoutMs)).toEqual([])
  expect(answers.length).toBeGreaterThan(10)
  // One head read on the wire at a time: the hung node got a few requests, not one per quote.
  expect(hung.held).toBeLessThan(answers.length / 2)
  const stale = await post('quote', request)
  expect(stale).toMatchObject({ status: 503, body: { error: 'INTERNAL_ERROR', message: 'Chain 999 is unavailable. Retry shortly.' } })
  expect(stale.ms).toBeLessThan(rpcTimeoutMs)
  expect(await server.engines[0]!.health()).toMatchObject({ ok: false })

  hung.hang = false
  await until(async () => ((await post('quote', request)).status === 200 ? true : undefined), 30_000)
})

test('two RPC URLs, the first hanging: the chain keeps serving quotes and swaps that execute exactly as quoted', async () => {
  // The hung node is listed first: until the first ranking (bounded by headTimeoutMs) requests try it
  // first and fall over to Anvil after rpcTimeoutMs; from then on Anvil ranks first.
  const hung = await relay({ hang: true })
  const { post, server } = await serve((c) => ({ ...c, rpcUrl: [hung.url, chain.rpcUrl], webSocketUrl: undefined, rpcTimeoutMs: 2_000, headTimeoutMs: 1_000 }))
  expect((await server.engines[0]!.health()).ok).toBe(true)
  const request = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '3000000000000000000' }
  const quotes = []
  for (let i = 0; i < 5; i++) quotes.push(await post('quote', request))
  expect(quotes.map((quote) => quote.status)).toEqual([200, 200, 200, 200, 200])
  // The ranking put the answering node first: no request waits out the hung one (counted).
  expect(quotes.filter((quote) => quote.ms >= 2_000)).toEqual([])
  const userAddress = chain.accounts[3]!.address
  const answer = await post('swap', { ...request, userAddress })
  expect(answer.status).toBe(200)
  const swap = swapResponseSchema.parse(answer.body)
  expect(swap.quote.blockNumber).toBe(Number(await head()))
  expect(await execute(swap as never, 3, token('USDT0'))).toBe(BigInt(swap.quote.amountOut))
  // After a block mined by someone else, quotes and swaps follow it through the second node.
  await anvil('anvil_mine', ['0x1'])
  const next = quoteResponseSchema.parse((await post('quote', request)).body)
  expect(next.blockNumber).toBe(Number(await head()))
  expect(hung.held).toBeGreaterThan(0)
})
