import { request as httpRequest } from 'node:http'
import { type AggregatorAdapter, NoRouteFoundError } from '@sluice/core'
import { createMemoryCompetitionStore, createMetaAggregator } from '@sluice/meta'
import { createApiKey, createApp, createKeyStore, createMetrics, createRateLimiter, listen } from '@sluice/server'
import { pino } from 'pino'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, expect, test } from 'vitest'

// The HTTP layer alone (no aggregators, no chains): auth and rate limits of the meta endpoints.
const { key, entry } = createApiKey({ partnerId: 3, feeRecipient: '0x4444444444444444444444444444444444444444' })
const logger = pino({ level: 'silent' })
const app = createApp({
  engines: [],
  keyStore: createKeyStore({ entries: [entry] }),
  rateLimiter: createRateLimiter({ limits: { apiPerMinute: 60, infoPerMinute: 1_000, keyMultiplier: 10 } }),
  metrics: createMetrics(),
  logger,
  version: '0.0.0-test',
  meta: createMetaAggregator({
    adapters: [],
    chains: [],
    store: createMemoryCompetitionStore({ retentionMs: 60_000 }),
    ttlSeconds: 60,
    requestTimeoutMs: 1_000,
    logger,
  }),
})
const server = await listen({ app, port: 0 })
afterAll(() => server.close())

const post = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { method: 'POST', headers, body: '{}' })

test('20 meta requests per minute without a key, on their own budget, then 429 RATE_LIMITED', async () => {
  for (let i = 0; i < 20; i++) {
    const response = await post(i % 2 === 0 ? '/competitions' : '/quotes?aggregator=a&competitionId=b')
    expect(response.status).toBeLessThan(429)
    expect(response.headers.get('ratelimit-limit')).toBe('20')
  }
  const limited = await post('/swap?aggregator=a&competitionId=b')
  expect(limited.status).toBe(429)
  expect(await limited.json()).toMatchObject({ error: 'RATE_LIMITED' })
  // The other endpoints keep their own budgets.
  expect((await fetch(`${server.url}/chains`)).headers.get('ratelimit-limit')).toBe('1000')
})

test('a key gets 10x; an invalid key is 401 UNAUTHORIZED, never anonymous', async () => {
  const keyed = await post('/competitions', { authorization: `Bearer ${key}` })
  expect(keyed.status).toBe(400)
  expect(keyed.headers.get('ratelimit-limit')).toBe('200')
  const invalid = await post('/competitions', { authorization: 'Bearer sluice_00000000_notarealkeynotarealkey00' })
  expect(invalid.status).toBe(401)
  expect(await invalid.json()).toMatchObject({ error: 'UNAUTHORIZED' })
})

test('the OpenAPI document describes the four meta endpoints and their error shape', async () => {
  const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    components: { schemas: Record<string, unknown> }
  }
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/competitions', '/quotes', '/competitions/{id}/results', '/swap']))
  expect(Object.keys(document.paths['/swap']!.post!.responses)).toEqual(
    expect.arrayContaining(['200', '400', '401', '404', '409', '410', '422', '429', '502', '504']),
  )
  expect(document.components.schemas).toHaveProperty('MetaErrorResponse')
  expect(document.components.schemas).toHaveProperty('CompetitionResults')
})

/**
 * An app with one competition chain and an aggregator that has no route. Competitions are made,
 * read and bound without touching a chain or an aggregator, so both are stand-ins here: the
 * client points at a closed port and is never called.
 */
async function startCompetitionApp(store: ReturnType<typeof createMemoryCompetitionStore>) {
  const noRoute: AggregatorAdapter = {
    name: 'none',
    chains: [999],
    contracts: () => ({ to: [], allowanceTargets: [] }),
    quote: () => Promise.reject(new NoRouteFoundError('No route.')),
    swap: () => Promise.reject(new NoRouteFoundError('No route.')),
  }
  const client = createPublicClient({ transport: http('http://127.0.0.1:9') }) as PublicClient
  const app = createApp({
    engines: [],
    keyStore: createKeyStore({ entries: [entry, other.entry] }),
    rateLimiter: createRateLimiter({ limits: { apiPerMinute: 1_000, infoPerMinute: 1_000, keyMultiplier: 1, metaPerMinute: 1_000 } }),
    metrics: createMetrics(),
    logger,
    version: '0.0.0-test',
    meta: createMetaAggregator({
      adapters: [noRoute],
      chains: [{ chainId: 999, name: 'HyperEVM', client, multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' }],
      store,
      ttlSeconds: 60,
      requestTimeoutMs: 1_000,
      logger,
    }),
  })
  return listen({ app, port: 0 })
}
const other = createApiKey({ partnerId: 4, feeRecipient: '0x5555555555555555555555555555555555555555' })
const order = {
  chainId: 999,
  tokenIn: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenOut: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  amountIn: '1000000',
  userAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  slippage: 0.01,
}
const send = async (url: string, method: 'GET' | 'POST', path: string, apiKey?: string, body?: unknown) => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
    body: body === undefined ? null : JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> }
}

test('a competition created with a key is that key’s: another key or none is answered 404, as for an unknown ID', async () => {
  const app = await startCompetitionApp(createMemoryCompetitionStore({ retentionMs: 60_000 }))
  try {
    const created = await send(app.url, 'POST', '/competitions', key, order)
    expect(created.status).toBe(200)
    const id = String(created.json.competitionId)
    expect((await send(app.url, 'GET', `/competitions/${id}/results`, key)).status).toBe(200)
    // The owner gets as far as the aggregator (which has no route).
    expect(await send(app.url, 'POST', `/quotes?aggregator=none&competitionId=${id}`, key)).toMatchObject({
      status: 422,
      json: { error: 'AGGREGATOR_NO_ROUTE' },
    })
    for (const stranger of [other.key, undefined]) {
      expect(await send(app.url, 'GET', `/competitions/${id}/results`, stranger)).toMatchObject({ status: 404, json: { error: 'COMPETITION_NOT_FOUND' } })
      expect(await send(app.url, 'POST', `/quotes?aggregator=none&competitionId=${id}`, stranger)).toMatchObject({
        status: 404,
        json: { error: 'COMPETITION_NOT_FOUND' },
      })
      expect(await send(app.url, 'POST', `/swap?aggregator=none&competitionId=${id}`, stranger)).toMatchObject({
        status: 404,
        json: { error: 'COMPETITION_NOT_FOUND' },
      })
    }
    // One created without a key stays open to anyone.
    const open = String((await send(app.url, 'POST', '/competitions', undefined, order)).json.competitionId)
    for (const anyone of [key, other.key, undefined]) expect((await send(app.url, 'GET', `/competitions/${open}/results`, anyone)).status).toBe(200)
  } finally {
    await app.close()
  }
})

test('competitions are capped in count and bytes: past the cap, 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
  const counted = await startCompetitionApp(createMemoryCompetitionStore({ retentionMs: 60_000, maxCompetitions: 2 }))
  const sized = await startCompetitionApp(createMemoryCompetitionStore({ retentionMs: 60_000, maxBytes: 1_000 }))
  try {
    for (let i = 0; i < 2; i++) expect((await send(counted.url, 'POST', '/competitions', undefined, order)).status).toBe(200)
    const full = await send(counted.url, 'POST', '/competitions', undefined, order)
    expect(full).toMatchObject({ status: 503, json: { error: 'SERVICE_UNAVAILABLE' } })
    // Until the first competition expires (TTL 60 s).
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(Number(full.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // About 400 bytes each: the third does not fit in 1,000.
    for (let i = 0; i < 2; i++) expect((await send(sized.url, 'POST', '/competitions', undefined, order)).status).toBe(200)
    const heavy = await send(sized.url, 'POST', '/competitions', undefined, order)
    expect(heavy).toMatchObject({ status: 503, json: { error: 'SERVICE_UNAVAILABLE' } })
    expect(heavy.headers.get('retry-after')).not.toBeNull()
  } finally {
    await Promise.all([counted.close(), sized.close()])
  }
})

/** A POST /competitions from `localAddress` (any 127.x.y.z is this machine: each stands for another client). */
function createFrom(url: string, localAddress: string, apiKey?: string) {
  const { hostname, port } = new URL(url)
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port: Number(port),
        localAddress,
        method: 'POST',
        path: '/competitions',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }))
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(order))
  })
}

test('keys keep their room: anonymous clients fill their share (two per address), then key holders still create', async () => {
  const app = await startCompetitionApp(createMemoryCompetitionStore({ retentionMs: 60_000, maxCompetitions: 5, reservedForKeys: 2, maxPerClient: 2 }))
  try {
    // One address holds at most two.
    for (let i = 0; i < 2; i++) expect((await createFrom(app.url, '127.0.7.1')).status).toBe(200)
    const third = await createFrom(app.url, '127.0.7.1')
    expect(third).toMatchObject({ status: 503, json: { error: 'SERVICE_UNAVAILABLE' } })
    expect(third.json.message).toMatch(/^This address holds as many open competitions as one address may; retry in \d+ s\.$/)
    // Three anonymous competitions fill the anonymous share (5 - 2 kept for keys).
    expect((await createFrom(app.url, '127.0.7.2')).status).toBe(200)
    const anonymous = await createFrom(app.url, '127.0.7.3')
    expect(anonymous).toMatchObject({ status: 503, json: { error: 'SERVICE_UNAVAILABLE' } })
    expect(anonymous.json.message).toContain('kept for keys')
    // Key holders still create, from any address, up to the store's cap.
    expect((await createFrom(app.url, '127.0.7.3', key)).status).toBe(200)
    expect((await createFrom(app.url, '127.0.7.1', other.key)).status).toBe(200)
    expect((await createFrom(app.url, '127.0.7.4', key)).status).toBe(503)
  } finally {
    await app.close()
  }
})
