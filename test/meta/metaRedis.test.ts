import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Competition, CompetitionStoreFullError, createRedisCompetitionStore, type StoredQuote } from '@sluice/meta'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { resultsResponseSchema } from '@sluice/server'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startRedis } from '../support/startRedis.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'

let sandbox: Sandbox
let redis: Awaited<ReturnType<typeof startRedis>>
let servers: Awaited<ReturnType<typeof startSandboxServer>>[] = []
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  redis = await startRedis()
  servers = [
    // Two instances on one Redis, with a short TTL.
    await startSandboxServer({ manifest: sandbox.manifest, redisUrl: redis.url, meta: { ttlSeconds: 3 } }),
    await startSandboxServer({ manifest: sandbox.manifest, redisUrl: redis.url, meta: { ttlSeconds: 3 } }),
    // One on its own memory.
    await startSandboxServer({ manifest: sandbox.manifest, meta: { ttlSeconds: 1 } }),
  ]
})
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  await redis?.stop()
  await sandbox?.stop()
})

const chain = () => sandbox.manifest.chains[0]!
const order = () => ({
  chainId: 999,
  tokenIn: chain().tokens.find((t) => t.symbol === 'USDT0')!.address,
  tokenOut: chain().tokens.find((t) => t.symbol === 'WHYPE')!.address,
  amountIn: '1000000000',
  userAddress: chain().accounts[0]!.address,
  slippage: 0.01,
})
async function call(url: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, { method, body: body === undefined ? null : JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}
/** Waits until every server follows the chain (its health is 200). */
async function waitForHealth() {
  for (const server of servers) await waitFor({ what: `${server.url} to be healthy`, probe: async () => (await fetch(`${server.url}/healthz`)).status === 200 })
}
/** Waits until the clock has passed `iso` (an expiry) by more than the servers' rounding. */
const waitUntil = (iso: string) => waitFor({ what: `the clock to pass ${iso}`, probe: () => Date.now() > Date.parse(iso) + 50 })

test('two instances share one competition through Redis, until it expires (410 on both)', async () => {
  const [a, b] = servers as [Awaited<ReturnType<typeof startSandboxServer>>, Awaited<ReturnType<typeof startSandboxServer>>]
  await waitForHealth()
  const { json: competition } = await call(a.url, 'POST', '/competitions', order())
  const id = String(competition.competitionId)
  // Quotes through B, in parallel; results and the swap through A.
  const quotes = await Promise.all(['sluice', 'direct-dex'].map((aggregator) => call(b.url, 'POST', `/quotes?aggregator=${aggregator}&competitionId=${id}`)))
  expect(
    quotes.map((quote) => quote.status),
    JSON.stringify(quotes),
  ).toEqual([200, 200])
  const results = resultsResponseSchema.parse((await call(a.url, 'GET', `/competitions/${id}/results`)).json)
  expect(results.quotes.map((quote) => quote.aggregator).sort()).toEqual(['direct-dex', 'sluice'])
  // The direct-dex route found by B travels through Redis to A's swap.
  const swap = await call(a.url, 'POST', `/swap?aggregator=direct-dex&competitionId=${id}`)
  expect(swap.status, JSON.stringify(swap.json)).toBe(200)
  expect(swap.json.amountOut).toBe(results.quotes.find((quote) => quote.aggregator === 'direct-dex')!.amountOut)
  const probe = new Redis(redis.url)
  expect(await probe.exists(`sluice:meta:${id}`, `sluice:meta:${id}:quotes`)).toBe(2)
  probe.disconnect()

  await waitUntil(String(competition.expiresAt))
  for (const server of [a, b]) {
    expect(await call(server.url, 'GET', `/competitions/${id}/results`)).toMatchObject({ status: 410, json: { error: 'COMPETITION_EXPIRED' } })
    expect(await call(server.url, 'POST', `/quotes?aggregator=sluice&competitionId=${id}`)).toMatchObject({
      status: 410,
      json: { error: 'COMPETITION_EXPIRED' },
    })
    expect(await call(server.url, 'POST', `/swap?aggregator=sluice&competitionId=${id}`)).toMatchObject({ status: 410, json: { error: 'COMPETITION_EXPIRED' } })
  }
  // A competition of the memory-only instance is unknown to the others.
  const { json: local } = await call(servers[2]!.url, 'POST', '/competitions', order())
  expect(await call(a.url, 'GET', `/competitions/${local.competitionId}/results`)).toMatchObject({ status: 404, json: { error: 'COMPETITION_NOT_FOUND' } })
})

test('in memory too, an expired competition answers 410', async () => {
  const server = servers[2]!
  const { json: competition } = await call(server.url, 'POST', '/competitions', order())
  expect(Date.parse(String(competition.expiresAt)) - Date.now()).toBeLessThanOrEqual(1_000)
  await waitUntil(String(competition.expiresAt))
  expect(await call(server.url, 'POST', `/quotes?aggregator=sluice&competitionId=${competition.competitionId}`)).toMatchObject({
    status: 410,
    json: { error: 'COMPETITION_EXPIRED' },
  })
  expect(await call(server.url, 'GET', `/competitions/${competition.competitionId}/results`)).toMatchObject({ status: 410 })
})

test('in Redis, competitions are capped in count and bytes across instances; expired ones make room first', async () => {
  const client = new Redis(redis.url)
  try {
    const now = Date.now()
    const competition = (id: string, expiresInMs: number): Competition => ({
      competitionId: id,
      chainId: 999,
      tokenIn: order().tokenIn,
      tokenOut: order().tokenOut,
      amountIn: '1',
      userAddress: order().userAddress,
      slippage: 0.01,
      tokenInDecimals: 18,
      availableAggregators: ['sluice'],
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + expiresInMs).toISOString(),
      owner: null,
    })
    // Two stores on one Redis share one account.
    const [a, b] = [0, 1].map(() => createRedisCompetitionStore({ redis: client, retentionMs: 60_000, keyPrefix: 'cap:', maxCompetitions: 2, maxBytes: 2_000 }))
    await a!.create(competition('expired', -1))
    await b!.create(competition('open-1', 30_000))
    // Full: the expired one makes room (it is forgotten), then nothing more fits until open-1 expires.
    await a!.create(competition('open-2', 40_000))
    expect(await a!.get('expired')).toBeUndefined()
    const full = await b!.create(competition('open-3', 50_000)).catch((error: unknown) => error)
    expect(full).toBeInstanceOf(CompetitionStoreFullError)
    expect((full as CompetitionStoreFullError).retryAfterSeconds).toBeGreaterThan(25)
    expect((full as CompetitionStoreFullError).retryAfterSeconds).toBeLessThanOrEqual(30)
    // Bytes: a quote that would pass 2,000 bytes is refused; a small one fits and is counted.
    const quote = (aggregator: string, size: number): StoredQuote => ({
      aggregator,
      amountOut: '1',
      quotedAmountOut: '1',
      gasEstimate: null,
      swapData: 'x'.repeat(size),
      quotedAt: new Date(now).toISOString(),
    })
    await a!.putQuote('open-1', quote('small', 100))
    await expect(b!.putQuote('open-2', quote('big', 2_000))).rejects.toThrow(CompetitionStoreFullError)
    expect((await b!.get('open-1'))!.quotes.map((q) => q.aggregator)).toEqual(['small'])
    const counted = Number(await client.get('cap:bytes'))
    await b!.deleteQuote('open-1', 'small')
    expect(Number(await client.get('cap:bytes'))).toBe(counted - Buffer.byteLength(JSON.stringify(quote('small', 100))))
  } finally {
    client.disconnect()
  }
})

test('in Redis too, keys keep their room: anonymous competitions share what is left, two per address', async () => {
  const client = new Redis(redis.url)
  try {
    const now = Date.now()
    const competition = (id: string, owner: string | null, expiresInMs = 30_000): Competition => ({
      competitionId: id,
      chainId: 999,
      tokenIn: order().tokenIn,
      tokenOut: order().tokenOut,
      amountIn: '1',
      userAddress: order().userAddress,
      slippage: 0.01,
      tokenInDecimals: 18,
      availableAggregators: ['sluice'],
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + expiresInMs).toISOString(),
      owner,
    })
    const [a, b] = [0, 1].map(() =>
      createRedisCompetitionStore({ redis: client, retentionMs: 60_000, keyPrefix: 'reserve:', maxCompetitions: 5, reservedForKeys: 2, maxPerClient: 2 }),
    )
    const capOf = (promise: Promise<void>) =>
      promise.then(
        () => 'created',
        (error: CompetitionStoreFullError) => error.cap,
      )
    // An expired competition of the address makes room under its own cap.
    await a!.create(competition('old', null, -1), { client: 'ip:10.0.0.1' })
    await a!.create(competition('a1', null), { client: 'ip:10.0.0.1' })
    expect(await capOf(b!.create(competition('a2', null), { client: 'ip:10.0.0.1' }))).toBe('created')
    expect(await a!.get('old')).toBeUndefined()
    expect(await capOf(b!.create(competition('a3', null), { client: 'ip:10.0.0.1' }))).toBe('client')
    expect(await capOf(a!.create(competition('b1', null), { client: 'ip:10.0.0.2' }))).toBe('created')
    expect(await capOf(a!.create(competition('c1', null), { client: 'ip:10.0.0.3' }))).toBe('anonymous')
    // Key holders take the reserve, then the store is full.
    expect(await capOf(b!.create(competition('k1', 'sha256:k'), { client: 'ip:10.0.0.3' }))).toBe('created')
    expect(await capOf(a!.create(competition('k2', 'sha256:k'), { client: 'ip:10.0.0.3' }))).toBe('created')
    expect(await capOf(a!.create(competition('k3', 'sha256:k'), { client: 'ip:10.0.0.3' }))).toBe('store')
  } finally {
    client.disconnect()
  }
})
