import { randomUUID } from 'node:crypto'
import { createPoolStateStore, createSourceRegistry, NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import { type ChainConfig, swapResponseSchema } from '@sluice/server'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeFeedStates } from '../../packages/server/src/feed/decodeFeedStates.js'
import { encodeFeedStates } from '../../packages/server/src/feed/encodeFeedStates.js'
import { feedKeys } from '../../packages/server/src/feed/feedKeys.js'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxAdapters } from '../support/sandboxAdapters.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { startRedis } from '../support/startRedis.js'
import { type RpcRelay, startRpcRelay } from '../support/startRpcRelay.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'
import { waitForSync } from '../support/waitForSync.js'

type Server = Awaited<ReturnType<typeof startSandboxServer>>

/** Short lease, frequent snapshots and a short stream: failover, snapshots and trimming all happen within the test. */
const feed = { keyPrefix: `sluice:test:${randomUUID()}`, leaseMs: 1_000, snapshotEveryBlocks: 3, maxLength: 6 }
/** The replicas' staleness bound (s): the test waits for it once the followers are gone. */
const REPLICA_MAX_STATE_AGE = 5
/**
 * The followers' staleness bound (s): an idle chain's state is confirmed (a `beat` entry) every
 * third of it. With the default 30 s the snapshot that ends a gap on an idle chain (written after
 * `maxLength / 2` entries) came after about 20 s of waiting; with this one, after a few seconds.
 */
const followerChains = (entry: ChainConfig): ChainConfig => ({ ...entry, maxStateAgeSeconds: 6 })

let sandbox: Sandbox
let redisServer: Awaited<ReturnType<typeof startRedis>>
let redis: Redis
let single: Server
let primary: Server | undefined
let standby: Server | undefined
const replicas: Server[] = []
/** The replicas' node for chain 999: a relay that logs what they ask of it. */
let replicaNode: RpcRelay

const chain = (chainId: number): ChainManifest => sandbox.manifest.chains.find((c) => c.chainId === chainId)!
const leading = (server: Server | undefined) => server?.feeds?.publishers.every((publisher) => publisher.leading()) === true

beforeAll(async () => {
  ;[sandbox, redisServer] = await Promise.all([startSandbox({ plugins: defaultSourcePlugins, chains: [999, 1868] }), startRedis()])
  redis = new Redis(redisServer.url)
  single = await startSandboxServer({ manifest: sandbox.manifest })
  primary = await startSandboxServer({ manifest: sandbox.manifest, role: 'follower', redisUrl: redisServer.url, feed, chains: followerChains })
  await waitFor({ what: 'the first follower to lead', probe: () => leading(primary) })
  standby = await startSandboxServer({ manifest: sandbox.manifest, role: 'follower', redisUrl: redisServer.url, feed, chains: followerChains })
  replicaNode = await startRpcRelay({ upstream: chain(999).rpcUrl })
  for (let i = 0; i < 3; i++)
    replicas.push(
      await startSandboxServer({
        manifest: sandbox.manifest,
        role: 'replica',
        redisUrl: redisServer.url,
        feed,
        chains: (entry) => ({ ...entry, maxStateAgeSeconds: REPLICA_MAX_STATE_AGE, ...(entry.chainId === 999 ? { rpcUrl: replicaNode.url } : {}) }),
      }),
    )
})

afterAll(async () => {
  await Promise.all([single, primary, standby, ...replicas].map((server) => server?.close()))
  await replicaNode?.close()
  redis?.disconnect()
  await redisServer?.stop()
  await sandbox?.stop()
})

/** Quotes of every ordered pair of the chain's first tokens, at roughly 100 USD each. */
function requests(chainId: number) {
  const tokens = chain(chainId).tokens.slice(0, 3)
  return tokens.flatMap((tokenIn) =>
    tokens
      .filter((tokenOut) => tokenOut !== tokenIn)
      .map((tokenOut) => ({
        tokenIn: tokenIn.address,
        tokenOut: tokenOut.address,
        amountIn: ((BigInt(Math.round((100 / (tokenIn.fixturePriceUsd ?? 1)) * 1e6)) * 10n ** BigInt(tokenIn.decimals)) / 1_000_000n).toString(),
      })),
  )
}

/** Waits until the single process and every replica hold the chain's head, then asserts each replica answers every quote as the single process does, at that block. */
async function expectReplicasQuoteAsSingle(chainId: number) {
  const head = Number(await sandboxClients({ chain: chain(chainId), accountIndex: 0 }).client.getBlockNumber({ cacheTime: 0 }))
  for (const server of [single, ...replicas]) await waitForSync({ serverUrl: server.url, chain: chain(chainId), quotable: true })
  for (const body of requests(chainId)) {
    const expected = await postJson({ url: `${single.url}/${chainId}/v1/quote`, body })
    expect(expected.status, JSON.stringify(expected.json)).toBe(200)
    expect((expected.json as { blockNumber: number }).blockNumber).toBe(head)
    for (const replica of replicas) {
      const { status, json } = await postJson({ url: `${replica.url}/${chainId}/v1/quote`, body })
      expect({ status, json }).toEqual({ status: expected.status, json: expected.json })
    }
  }
}

/** Swaps on chain 999 through the single process (a block that changes pools). */
async function swapOnChain() {
  const c = chain(999)
  const usdt = c.tokens.find((t) => t.symbol === 'USDT0')!.address
  const request = { tokenIn: usdt, tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: '250000000', slippage: 0.05, userAddress: c.accounts[0]!.address }
  const { status, json } = await postJson({ url: `${single.url}/999/v1/swap`, body: request })
  expect(status, JSON.stringify(json)).toBe(200)
  const swap = swapResponseSchema.parse(json)
  const { client, wallet } = sandboxClients({ chain: c, accountIndex: 0 })
  const { receipts } = await executeTransactions({ client, wallet, transactions: swap.transactions as never })
  expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
}

describe('scaling out: one follower, three replicas, through Redis', () => {
  test("the feed's encoding gives back every plugin's pool states exactly", async () => {
    for (const chainId of [999, 1868]) {
      const { client } = sandboxClients({ chain: chain(chainId), accountIndex: 0 })
      const store = createPoolStateStore({ chainId, client, registry: createSourceRegistry({ adapters: sandboxAdapters({ chain: chain(chainId) }) }) })
      await store.sync()
      const { pools } = store.snapshot()
      // Every source of the sandbox chain (one per plugin kind there) has pools in the state.
      expect(new Set(pools.map((state) => state.pool.sourceId))).toEqual(new Set(chain(chainId).sources.map((source) => source.id)))
      const removed = [pools[0]!.pool.id.toLowerCase()]
      expect(decodeFeedStates({ data: encodeFeedStates({ changed: pools, removed }) })).toStrictEqual({ changed: pools, removed })
      await store.stop()
    }
    expect(() => decodeFeedStates({ data: Buffer.from([9, 1, 2]) })).toThrow(/version 9/)
  })

  test('every replica answers the same quote to the wei as the single process, at the same block', async () => {
    expect(leading(standby)).toBe(false)
    await expectReplicasQuoteAsSingle(999)
    await expectReplicasQuoteAsSingle(1868)
  })

  test('blocks that change pools reach the replicas (changes, periodic snapshots); the stream stays trimmed', async () => {
    for (let i = 0; i < 4; i++) {
      await swapOnChain()
      await expectReplicasQuoteAsSingle(999)
    }
    const keys = feedKeys({ keyPrefix: feed.keyPrefix, chainId: 999 })
    expect(await redis.xlen(keys.stream)).toBeLessThanOrEqual(feed.maxLength)
    const snapshotBlock = Number(await redis.hget(keys.snapshot, 'block'))
    const head = Number(await sandboxClients({ chain: chain(999), accountIndex: 0 }).client.getBlockNumber({ cacheTime: 0 }))
    expect(head - snapshotBlock).toBeLessThan(feed.snapshotEveryBlocks)
  })

  test("replicas ask the node nothing to follow the chain: its requests per block are the followers', with three replicas as with none", async () => {
    // Quote once first: a replica's first quotes may read token metadata and the gas price.
    await expectReplicasQuoteAsSingle(999)
    const before = replicaNode.requests.length
    for (let i = 0; i < 3; i++) {
      await swapOnChain()
      for (const replica of replicas) await waitForSync({ serverUrl: replica.url, chain: chain(999) })
    }
    expect(replicaNode.requests.slice(before), 'what the replicas asked the node while following three blocks').toEqual([])
  })

  test('a reorg reaches the replicas as the corrected state', async () => {
    const { client } = sandboxClients({ chain: chain(999), accountIndex: 0 })
    const before = (await client.request({ method: 'evm_snapshot' } as never)) as string
    await swapOnChain()
    await expectReplicasQuoteAsSingle(999)
    // The swap's block is orphaned; the new branch is longer and has no swap.
    await client.request({ method: 'evm_revert', params: [before] } as never)
    await client.request({ method: 'anvil_mine', params: ['0x2'] } as never)
    await expectReplicasQuoteAsSingle(999)
  })

  test('a gap in the feed: the replicas answer 503 with the reason, then resync from the next snapshot', async () => {
    const keys = feedKeys({ keyPrefix: feed.keyPrefix, chainId: 999 })
    const zero = `0x${'0'.repeat(64)}`
    // An entry that continues no block the replicas hold (as if entries were lost), and no snapshot to resync from until the follower writes the next.
    await redis
      .multi()
      .del(keys.snapshot)
      .xadd(
        keys.stream,
        '*',
        'v',
        '1',
        'type',
        'block',
        'block',
        '99999999',
        'hash',
        zero,
        'parent',
        zero,
        'at',
        String(Date.now()),
        'data',
        encodeFeedStates({ changed: [], removed: [] }),
      )
      .exec()
    const health = await waitFor({
      what: 'a replica to report the gap',
      probe: async () => {
        const response = await fetch(`${replicas[0]!.url}/healthz`)
        return response.status === 503 ? ((await response.json()) as { chains: { chainId: number; problem?: string }[] }) : undefined
      },
      intervalMs: 20,
    })
    expect(health.chains.find((c) => c.chainId === 999)?.problem).toMatch(/Gap: the feed's block 99999999 continues 0x0+, not the block \d+ held/)
    await expectReplicasQuoteAsSingle(999)
  })

  test('stopping the leader lets the standby take over; the replicas stay fresh', async () => {
    const stoppedAt = Date.now()
    await primary!.close()
    primary = undefined
    await waitFor({ what: 'the standby to lead', probe: () => leading(standby), timeoutMs: 3 * feed.leaseMs + 5_000 })
    const takeoverMs = Date.now() - stoppedAt
    expect(takeoverMs).toBeLessThan(REPLICA_MAX_STATE_AGE * 1000)
    await swapOnChain()
    await expectReplicasQuoteAsSingle(999)
    await expectReplicasQuoteAsSingle(1868)
  })

  test('without a follower the replicas answer 503 once the feed is older than maxStateAgeSeconds, saying why', async () => {
    await standby!.close()
    standby = undefined
    const health = await waitFor({
      what: 'a replica to report its state of chain 999 stale',
      probe: async () => {
        const response = await fetch(`${replicas[0]!.url}/healthz`)
        const body = (await response.json()) as { chains: { chainId: number; ok: boolean; problem?: string }[] }
        return response.status === 503 && body.chains.find((c) => c.chainId === 999)?.ok === false ? body : undefined
      },
      timeoutMs: REPLICA_MAX_STATE_AGE * 1000 + 10_000,
    })
    expect(health.chains.find((c) => c.chainId === 999)).toMatchObject({ ok: false, problem: expect.stringContaining('stale') })
    const [body] = requests(999)
    expect((await postJson({ url: `${replicas[0]!.url}/999/v1/quote`, body })).status).toBe(503)
  })
})

describe('scaling out: a gap with the latest snapshot already loaded', () => {
  test('the replica asks the leader for a fresh snapshot and serves again at once, not at the next periodic one', async () => {
    // Periodic snapshots and beats far off: only a snapshot written on request ends the gap within the wait.
    const quiet = { keyPrefix: `sluice:test:${randomUUID()}`, leaseMs: 1_000, snapshotEveryBlocks: 500, maxLength: 1_000 }
    const slow = (entry: ChainConfig): ChainConfig => ({ ...entry, maxStateAgeSeconds: 600 })
    const follower = await startSandboxServer({ manifest: sandbox.manifest, role: 'follower', redisUrl: redisServer.url, feed: quiet, chains: slow })
    const replica = await startSandboxServer({ manifest: sandbox.manifest, role: 'replica', redisUrl: redisServer.url, feed: quiet, chains: slow }).catch(
      async (error: unknown) => {
        await follower.close()
        throw error
      },
    )
    try {
      await waitForSync({ serverUrl: replica.url, chain: chain(999) })
      const keys = feedKeys({ keyPrefix: quiet.keyPrefix, chainId: 999 })
      const loaded = await redis.hget(keys.snapshot, 'id')
      const zero = `0x${'0'.repeat(64)}`
      // An entry that continues no block the replica holds; the snapshot stays the one it loaded.
      await redis.xadd(
        keys.stream,
        '*',
        'v',
        '1',
        'type',
        'block',
        'block',
        '99999999',
        'hash',
        zero,
        'parent',
        zero,
        'at',
        String(Date.now()),
        'data',
        encodeFeedStates({ changed: [], removed: [] }),
      )
      // Nothing but the replica's request makes the leader write a snapshot within the wait.
      await waitFor({ what: 'a fresh snapshot', probe: async () => (await redis.hget(keys.snapshot, 'id')) !== loaded, intervalMs: 20 })
      await waitForSync({ serverUrl: replica.url, chain: chain(999), quotable: true })
      expect(await redis.exists(keys.resync)).toBe(0)
    } finally {
      await Promise.all([replica.close(), follower.close()])
    }
  })
})
