import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SourceEntry } from '@sluice/core'
import { knownChains } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, sandboxChains, startSandbox } from '@sluice/sandbox'
import { quoteResponseSchema, swapResponseSchema } from '@sluice/server'
import { type Address, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { executeTransactions, type TransactionToSend } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { type StartReplicaChainReturnType, startReplicaChain } from '../support/replica/startReplicaChain.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { type RpcRelay, startRpcRelay } from '../support/startRpcRelay.js'
import { startSandboxServer } from '../support/startSandboxServer.js'

// A fork with no manifest builds its world from the chain itself. Offline, a replica plays the real
// chain: the official DEX bytecode at the known deployments' addresses, pools through their factories.

/** Every JSON-RPC method the relay forwarded (batches flattened). */
const methods = (requests: RpcRelay['requests']) => requests.flatMap((request) => (Array.isArray(request) ? request : [request])).map((r) => r.method)

/**
 * The presets (non-pending known deployments of the default plugins) the replica does not hold,
 * by ID: a fork of it leaves each out, its factory having no code there, as it would a preset
 * missing from a real chain.
 */
function presetsAbsentFrom(replica: StartReplicaChainReturnType): { id: number; name: string }[] {
  const held = new Set(replica.sources.map((source) => source.id))
  return defaultSourcePlugins
    .flatMap((plugin) => plugin.knownDeployments?.[replica.chainId] ?? [])
    .filter((deployment) => deployment.pending === undefined && !held.has(deployment.id))
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.id - b.id)
}

/** The left-out sources of a fork, by ID: `{ id, name }`, and each reason apart. */
const byId = (sources: readonly { id: number; name: string; reason: string }[]) =>
  [...sources].sort((a, b) => a.id - b.id).map(({ id, name }) => ({ id, name }))

/**
 * One replica per chain for the whole file, started on first use: a fork only reads its upstream
 * (Anvil never writes back to it), so the tests share it (each replica build costs seconds).
 */
const replicas = new Map<number, Promise<StartReplicaChainReturnType>>()
const replicaOf = (chainId: 999 | 1868) => {
  if (!replicas.has(chainId)) replicas.set(chainId, startReplicaChain({ chainId }))
  return replicas.get(chainId)!
}
afterAll(async () => {
  for (const replica of replicas.values()) await (await replica).stop()
})

/** A replica, a relay in front of it (to count the fork's requests), the fork and a server on the fork's manifest. */
function forkOfReplica({ chainId, withReplicaSources }: { chainId: 999 | 1868; withReplicaSources: boolean }) {
  const cacheDir = mkdtempSync(join(tmpdir(), 'sluice-fork-cache-'))
  const state = {} as {
    replica: StartReplicaChainReturnType
    relay: RpcRelay
    fork: Sandbox
    server: Awaited<ReturnType<typeof startSandboxServer>>
    /** Requests the first start of the fork sent the replica. */
    firstStart: number
  }
  const start = () =>
    startSandbox({
      plugins: defaultSourcePlugins,
      chains: [chainId],
      forkUrls: { [chainId]: state.relay.url },
      forkSources: withReplicaSources ? { [chainId]: state.replica.sources as SourceEntry[] } : undefined,
      cacheDir,
    })
  beforeAll(async () => {
    state.replica = await replicaOf(chainId)
    state.relay = await startRpcRelay({ upstream: state.replica.rpcUrl })
    state.fork = await start()
    state.firstStart = state.relay.requests.length
    state.server = await startSandboxServer({ manifest: state.fork.manifest })
  })
  afterAll(async () => {
    await state.server?.close()
    await state.fork?.stop()
    await state.relay?.close()
  })
  return { state, start, chain: () => state.fork.manifest.chains[0]! }
}

describe.each([
  { chainId: 1868 as const, withReplicaSources: false },
  { chainId: 999 as const, withReplicaSources: true },
])('a fork of the $chainId replica with no manifest (replica sources given: $withReplicaSources)', ({ chainId, withReplicaSources }) => {
  const { state, start, chain } = forkOfReplica({ chainId, withReplicaSources })

  test("lists every known deployment on the replica, all their pools, and the pools' tokens with prices from the pools", () => {
    expect(chain().mode).toBe('fork')
    expect(chain().sources.map(({ id, name, kind }) => ({ id, name, kind }))).toEqual(state.replica.sources.map(({ id, name, kind }) => ({ id, name, kind })))
    expect(chain().fork).toMatchObject({ leftOutTokens: [], unfundedTokens: [], cached: false })
    // Presets the replica does not hold are left out with their deployment check's finding.
    const absent = presetsAbsentFrom(state.replica)
    expect(byId(chain().fork!.leftOutSources)).toEqual(absent)
    for (const source of chain().fork!.leftOutSources) expect(source.reason, source.name).toMatch(/ has no code\./)
    const ids = (pools: readonly { id: string }[]) => pools.map((pool) => pool.id.toLowerCase()).sort()
    expect(ids(chain().pools)).toEqual(ids(state.replica.pools))
    for (const token of state.replica.tokens) {
      const listed = chain().tokens.find((t) => t.address === token.address)
      expect(listed, token.symbol).toMatchObject({ symbol: token.symbol, name: token.name, decimals: token.decimals })
      // The pools hold the replica's prices (a stable is 1 exactly).
      expect(Math.abs(listed!.fixturePriceUsd! / token.priceUsd - 1), token.symbol).toBeLessThan(0.02)
    }
    const stables = knownChains.find((known) => known.chainId === chainId)!.stableTokens.map((token) => token.address)
    for (const token of chain().tokens.filter((t) => stables.includes(t.address))) expect(token.fixturePriceUsd).toBe(1)
    expect(chain().contracts?.executors).toEqual(Object.fromEntries(chain().sources.map((source) => [source.kind, expect.any(String)])))
  })

  test("funds every account with every token, through the token's storage", async () => {
    const { client } = sandboxClients({ chain: chain(), accountIndex: 0 })
    for (const account of chain().accounts)
      for (const token of chain().tokens) {
        const balance = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
        expect(balance, token.symbol).toBeGreaterThan(0n)
      }
  })

  test('every source quotes alone through its pools, and its swaps, sell and buy, execute exactly as quoted', async () => {
    const post = async (endpoint: 'quote' | 'swap', body: object) => {
      const { status, json } = await postJson({ url: `${state.server.url}/${chainId}/v1/${endpoint}`, body, retryUnavailable: true })
      if (status !== 200) throw new Error(`${endpoint} answered ${status}: ${JSON.stringify(json)}`)
      return json
    }
    const { client, wallet } = sandboxClients({ chain: chain(), accountIndex: 1 })
    for (const source of chain().sources) {
      const pool = chain().pools.find((p) => p.sourceId === source.id)!
      const [tokenIn, tokenOut] = pool.tokens
      const token = (address: Address) => chain().tokens.find((t) => t.address === address)!
      // About 100 USD.
      const worth = (address: Address) => (BigInt(Math.round(100e6 / token(address).fixturePriceUsd!)) * 10n ** BigInt(token(address).decimals)) / 1_000_000n
      for (const [mode, amount] of [
        ['amountIn', worth(tokenIn)],
        ['amountOut', worth(tokenOut)],
      ] as const) {
        const request = { tokenIn, tokenOut, [mode]: amount.toString(), includedSources: [source.id], slippage: 0.01 }
        const quote = quoteResponseSchema.parse(await post('quote', request))
        expect(quote.swaps.length, `${source.name} ${mode}`).toBeGreaterThan(0)
        expect(
          quote.swaps.every((step) => step.dexName === source.name),
          `${source.name} ${mode}`,
        ).toBe(true)
        const swap = swapResponseSchema.parse(await post('swap', { ...request, userAddress: wallet.account.address }))
        const transactions = swap.transactions as TransactionToSend[]
        const { receipts, deltas } = await executeTransactions({ client, wallet, transactions, tokens: [tokenIn, tokenOut] })
        expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
        expect(deltas, `${source.name} ${mode}`).toEqual([-BigInt(swap.quote.amountIn), BigInt(swap.quote.amountOut)])
        if (mode === 'amountOut') expect(swap.quote.amountOut).toBe(amount.toString())
      }
    }
  })

  test('a second start of the same fork takes its world from the cache: no discovery, fewer requests', async () => {
    const before = state.relay.requests.length
    const again = await start()
    try {
      const cached = again.manifest.chains[0]!
      expect(cached.fork?.cached).toBe(true)
      expect(cached.sources).toEqual(chain().sources)
      expect(cached.pools).toEqual(chain().pools)
      expect(cached.tokens).toEqual(chain().tokens)
      const second = methods(state.relay.requests.slice(before))
      expect(second).not.toContain('eth_getLogs')
      expect(second.length).toBeLessThan(state.firstStart)
    } finally {
      await again.stop()
    }
  })
})

test("on the 999 replica the presets alone are left out, each with its deployment check's finding: its pools are not where the preset's init code hash puts them, or its factory is absent", async () => {
  const replica = await replicaOf(999)
  const fork = await startSandbox({ plugins: defaultSourcePlugins, chains: [999], forkUrls: { 999: replica.rpcUrl }, cacheDir: false })
  try {
    const chain = fork.manifest.chains[0]!
    expect(chain.sources).toEqual([])
    expect(chain.pools).toEqual([])
    const held = replica.sources.map(({ id, name }) => ({ id, name }))
    const absent = presetsAbsentFrom(replica)
    expect(byId(chain.fork!.leftOutSources)).toEqual([...held, ...absent].sort((a, b) => a.id - b.id))
    for (const source of chain.fork!.leftOutSources)
      expect(source.reason, source.name).toMatch(
        absent.some(({ id }) => id === source.id) ? / has no code\./ : /is not at the address derived from initCodeHash/,
      )
  } finally {
    await fork.stop()
  }
})

/** Every 100th call is answered 429 (Anvil, which the fork's reads go through, waits and retries: each costs it about half a second). */
const THROTTLE_EVERY = 100
test('through a provider that refuses log ranges over 1,000 blocks and answers some calls with 429, the fork is built the same', async () => {
  const replica = await replicaOf(999)
  let calls = 0
  let throttled = 0
  const widest: bigint[] = []
  // A stand-in for a public RPC's limits (none can be reached from here), in front of the replica.
  const proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const message = JSON.parse(body) as { id: number; method: string; params?: { fromBlock?: string; toBlock?: string }[] }
    if (++calls % THROTTLE_EVERY === 0) {
      throttled++
      response.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"too many requests"}')
      return
    }
    const filter = message.method === 'eth_getLogs' ? message.params?.[0] : undefined
    if (filter?.fromBlock?.startsWith('0x') && filter.toBlock?.startsWith('0x')) {
      const span = BigInt(filter.toBlock) - BigInt(filter.fromBlock) + 1n
      widest.push(span)
      if (span > 1_000n) {
        const refusal = { jsonrpc: '2.0', id: message.id, error: { code: -32005, message: 'query exceeds max block range 1000' } }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(refusal))
        return
      }
    }
    const answer = await fetch(replica.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  try {
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    const forkSources = { 999: replica.sources as SourceEntry[] }
    const fork = await startSandbox({ plugins: defaultSourcePlugins, chains: [999], forkUrls: { 999: url }, forkSources, cacheDir: false })
    try {
      const chain = fork.manifest.chains[0]!
      expect(chain.fork).toMatchObject({ leftOutTokens: [], unfundedTokens: [] })
      expect(byId(chain.fork!.leftOutSources)).toEqual(presetsAbsentFrom(replica))
      expect(chain.sources.map((source) => source.id)).toEqual(replica.sources.map((source) => source.id))
      expect(chain.pools.map((pool) => pool.id.toLowerCase()).sort()).toEqual(replica.pools.map((pool) => pool.id.toLowerCase()).sort())
      expect(throttled).toBeGreaterThan(0)
      expect(widest.every((span) => span <= 1_000n)).toBe(true)
    } finally {
      await fork.stop()
    }
  } finally {
    await new Promise<void>((resolve) => {
      proxy.close(() => resolve())
      proxy.closeAllConnections()
    })
  }
}, 300_000)

test("the sandbox's stable tokens of each chain are those `sluice config init` knows", () => {
  for (const chain of sandboxChains)
    expect(chain.stableTokens).toEqual(knownChains.find((known) => known.chainId === chain.chainId)!.stableTokens.map((token) => token.address))
})
