import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type ChainManifest, type Sandbox, sandboxChains, startSandbox } from '@sluice/sandbox'
import { quoteResponseSchema, swapResponseSchema } from '@sluice/server'
import { type Address, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { type RpcRelay, startRpcRelay } from '../support/startRpcRelay.js'
import { startSandboxServer } from '../support/startSandboxServer.js'

// A fork of a chain with no manifest builds its world from the chain itself. Offline, a fresh
// sandbox plays the real chain; its sources are given with `forkSources` (the presets' IDs are its own).
let upstream: Sandbox
let relay: RpcRelay
let fork: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
const cacheDir = mkdtempSync(join(tmpdir(), 'sluice-fork-cache-'))
const upstreamChain = () => upstream.manifest.chains[0]!
const forked = () => fork.manifest.chains[0]!

const startFork = () =>
  startSandbox({ plugins: defaultSourcePlugins, chains: [999], forkUrls: { 999: relay.url }, forkSources: { 999: upstreamChain().sources }, cacheDir })

beforeAll(async () => {
  upstream = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  relay = await startRpcRelay({ upstream: upstreamChain().rpcUrl })
  fork = await startFork()
  server = await startSandboxServer({ manifest: fork.manifest })
})
afterAll(async () => {
  await server?.close()
  await fork?.stop()
  await relay?.close()
  await upstream?.stop()
})

/** Every JSON-RPC method the relay forwarded (batches flattened). */
const methods = (requests: RpcRelay['requests']) => requests.flatMap((request) => (Array.isArray(request) ? request : [request])).map((r) => r.method)

describe('a fork with no manifest', () => {
  test("lists the sources present on the chain, every pool they created, and those pools' tokens", () => {
    expect(forked().mode).toBe('fork')
    expect(forked().sources).toEqual(upstreamChain().sources)
    const ids = (chain: ChainManifest) => chain.pools.map((pool) => pool.id.toLowerCase()).sort()
    expect(ids(forked())).toEqual(ids(upstreamChain()))
    const pooled = new Set(forked().pools.flatMap((pool) => pool.tokens))
    expect(new Set(forked().tokens.map((token) => token.address))).toEqual(pooled)
    for (const token of forked().tokens)
      expect(upstreamChain().tokens.find((t) => t.address === token.address)).toMatchObject({ symbol: token.symbol, decimals: token.decimals })
    expect(forked().fork).toMatchObject({ leftOutTokens: [], unfundedTokens: [], cached: false })
  })

  test("funds every account with every token, through the token's storage", async () => {
    const { client } = sandboxClients({ chain: forked(), accountIndex: 0 })
    for (const account of forked().accounts)
      for (const token of forked().tokens) {
        const balance = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
        expect(balance, token.symbol).toBeGreaterThan(0n)
      }
  })

  test('every source quotes alone through its pools, and its swaps, sell and buy, execute exactly as quoted', async () => {
    for (const source of forked().sources) {
      const pool = forked().pools.find((p) => p.sourceId === source.id)!
      const [tokenIn, tokenOut] = pool.tokens
      const decimals = (address: Address) => forked().tokens.find((t) => t.address === address)!.decimals
      for (const [mode, amount] of [
        ['amountIn', 10n ** BigInt(decimals(tokenIn) - 2)],
        ['amountOut', 10n ** BigInt(decimals(tokenOut) - 2)],
      ] as const) {
        const request = { tokenIn, tokenOut, [mode]: amount.toString(), includedSources: [source.id], slippage: 0.01 }
        const quote = quoteResponseSchema.parse(await post('quote', request))
        expect(
          quote.swaps.every((step) => step.dexName === source.name),
          `${source.name} ${mode}`,
        ).toBe(true)
        const account = forked().accounts[1]!.address
        const swap = swapResponseSchema.parse(await post('swap', { ...request, userAddress: account }))
        const { client, wallet } = sandboxClients({ chain: forked(), accountIndex: 1 })
        const { receipts, deltas } = await executeTransactions({ client, wallet, transactions: swap.transactions!, tokens: [tokenIn, tokenOut] })
        expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
        expect(deltas, `${source.name} ${mode}`).toEqual([-BigInt(swap.quote.amountIn), BigInt(swap.quote.amountOut)])
        if (mode === 'amountOut') expect(swap.quote.amountOut).toBe(amount.toString())
      }
    }
  })

  test('a second start of the same fork takes its world from the cache: no discovery', async () => {
    const before = relay.requests.length
    const again = await startFork()
    try {
      const chain = again.manifest.chains[0]!
      expect(chain.fork?.cached).toBe(true)
      expect(chain.pools).toEqual(forked().pools)
      expect(chain.tokens).toEqual(forked().tokens)
      expect(methods(relay.requests.slice(before))).not.toContain('eth_getLogs')
    } finally {
      await again.stop()
    }
  })
})

test("the sandbox's stable tokens of each chain are those `sluice config init` knows", async () => {
  const { knownChains } = await import('@sluice/default-plugins')
  for (const chain of sandboxChains)
    expect(chain.stableTokens).toEqual(knownChains.find((known) => known.chainId === chain.chainId)!.stableTokens.map((token) => token.address))
})

async function post(endpoint: 'quote' | 'swap', body: object) {
  const { status, json } = await postJson({ url: `${server.url}/999/v1/${endpoint}`, body, retryUnavailable: true })
  if (status !== 200) throw new Error(`${endpoint} answered ${status}: ${JSON.stringify(json)}`)
  return json
}
