import { createLogReader, createPoolStateStore, createSourceRegistry, type PoolStateStore, waitForReceipt } from '@sluice/core'
import { uniswapV2Plugin } from '@sluice/plugin-uniswap-v2'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import { createPublicClient, erc20Abi, http, type PublicClient, parseAbi, toHex } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { sandboxAdapters } from '../../support/sandboxAdapters.js'
import { sandboxClients } from '../../support/sandboxClients.js'
import { type LogRangeProxy, startLogRangeProxy } from '../../support/startLogRangeProxy.js'

const wrappedAbi = parseAbi(['function deposit() payable'])
const pairAbi = parseAbi(['function sync()'])

let sandbox: Sandbox
let chain: ChainManifest
let direct: PublicClient
let proxy: LogRangeProxy
const stores: PoolStateStore[] = []
/** The node's log range cap, and an outage of three caps: what matters is the ratio (3 requests at the cap). Anvil mines a block in time that grows with the chain's length, so the smaller the cheaper. */
const CAP = 200
const OUTAGE = 3 * CAP

// The Uniswap V2 world only: mining thousands of blocks is slow in the world of every DEX type.
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: [uniswapV2Plugin], chains: [999] })
  chain = sandbox.manifest.chains[0]!
  direct = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 60_000 }) }) as PublicClient
  proxy = await startLogRangeProxy({ upstream: chain.rpcUrl, maxLogRange: CAP, rateLimitEvery: 3 })
})
// Each test starts from the world's own head: Anvil mines a block in time that grows with the chain's
// length, so the second outage, mined on top of the first's blocks, took three times as long.
let snapshot: string
beforeEach(async () => {
  snapshot = await direct.request({ method: 'evm_snapshot' as never })
})
afterEach(async () => {
  for (const store of stores.splice(0)) await store.stop()
  await direct.request({ method: 'evm_revert' as never, params: [snapshot] as never })
})
afterAll(async () => {
  await proxy?.close()
  await sandbox?.stop()
})

function storeBehindProxy(parameters: { maxCatchUpLogRequests?: number } = {}) {
  const client = createPublicClient({ transport: http(proxy.url, { retryCount: 0 }) }) as PublicClient
  const registry = createSourceRegistry({ adapters: sandboxAdapters({ chain }) })
  const store = createPoolStateStore({
    chainId: chain.chainId,
    client,
    registry,
    logs: createLogReader({ maxLogRange: BigInt(CAP), retryDelay: 5 }),
    ...parameters,
  })
  stores.push(store)
  return store
}

/** The states a store holds, by pool, without the block each was read at. */
const statesOf = (store: PoolStateStore) =>
  Object.fromEntries(
    store.snapshot().pools.map((state) => [state.pool.id.toLowerCase(), JSON.stringify(state.data, (_, v) => (typeof v === 'bigint' ? `${v}` : v))]),
  )

it.each([
  ['within the bound: the missed blocks’ logs are read (3 requests at the cap)', 8, 'logs'],
  ['past the bound (2 requests): every tracked pool is re-read at the head instead', 2, 'full'],
] as const)(
  'after a 600-block outage behind a 200-block cap, %s, to the state a fresh store reads',
  async (_, maxCatchUpLogRequests, kind) => {
    const store = storeBehindProxy({ maxCatchUpLogRequests })
    await store.sync()
    const from = store.health().blockNumber!
    const pair = store.snapshot().pools.find((state) => state.pool.tokens.includes(chain.wrappedNative))!.pool
    const before = statesOf(store)[pair.id.toLowerCase()]

    // The outage: the store syncs nothing while the node mines 600 blocks, one of the pools changed half-way.
    await direct.request({ method: 'anvil_mine' as never, params: [toHex(OUTAGE / 2)] as never })
    const { client, wallet } = sandboxClients({ chain, accountIndex: 1 })
    const send = async (hash: Promise<`0x${string}`>) => waitForReceipt({ client, hash: await hash })
    await send(wallet.writeContract({ address: chain.wrappedNative, abi: wrappedAbi, functionName: 'deposit', value: 10n ** 18n }))
    await send(wallet.writeContract({ address: chain.wrappedNative, abi: erc20Abi, functionName: 'transfer', args: [pair.address, 10n ** 18n] }))
    // A gas limit, not viem's bare estimate: a block mined a second after the estimate also writes the pair's cumulative prices.
    await send(wallet.writeContract({ address: pair.address, abi: pairAbi, functionName: 'sync', gas: 500_000n }))
    await direct.request({
      method: 'anvil_mine' as never,
      params: [toHex(Number(from + BigInt(OUTAGE) - (await direct.getBlockNumber({ cacheTime: 0 }))))] as never,
    })

    proxy.reset()
    const report = await store.sync()
    expect(report).toMatchObject({ kind, blockNumber: from + BigInt(OUTAGE) })
    expect(report.changed.map((id) => id.toLowerCase())).toContain(pair.id.toLowerCase())
    const getLogs = proxy.requests.filter((request) => request.method === 'eth_getLogs' && request.outcome === 'forwarded')
    expect(getLogs.every((request) => (request.span ?? 0) <= CAP)).toBe(true)
    expect(proxy.requests.some((request) => request.outcome === 'refused')).toBe(false)

    const fresh = storeBehindProxy()
    await fresh.sync()
    expect(fresh.health().blockNumber).toBe(from + BigInt(OUTAGE))
    expect(statesOf(store)).toEqual(statesOf(fresh))
    expect(statesOf(store)[pair.id.toLowerCase()]).not.toBe(before)
    // Mining takes a while on a busy machine.
  },
  240_000,
)

it('stop() ends a log read waiting out a rate limit at once: the sync fails, the store is stopped, the backoff timer cleared', async () => {
  // Every `eth_getLogs` answered 429, as a capped public node under load may; the backoff is 10
  // minutes, so only the store's stop can end the wait within the test.
  const limited = await startLogRangeProxy({ upstream: chain.rpcUrl, maxLogRange: 1_000, rateLimitEvery: 1 })
  try {
    const client = createPublicClient({ transport: http(limited.url, { retryCount: 0 }) }) as PublicClient
    let waiting!: () => void
    const refused = new Promise<void>((resolve) => {
      waiting = resolve
    })
    const logs = createLogReader({ retryDelay: 600_000, maxRetryDelay: 600_000, onRefusal: ({ action }) => action === 'retry' && waiting() })
    const store = createPoolStateStore({ chainId: chain.chainId, client, registry: createSourceRegistry({ adapters: sandboxAdapters({ chain }) }), logs })
    const setTimer = vi.spyOn(globalThis, 'setTimeout')
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout')
    const started = store.start()
    await refused
    await store.stop()
    await started
    expect(store.health()).toMatchObject({ status: 'stopped' })
    const backoffs = setTimer.mock.results.filter((_, index) => setTimer.mock.calls[index]?.[1] === 600_000).map(({ value }) => value)
    expect(backoffs).toHaveLength(1)
    expect(clearTimer.mock.calls.some(([timer]) => timer === backoffs[0])).toBe(true)
  } finally {
    vi.restoreAllMocks()
    await limited.close()
  }
})
