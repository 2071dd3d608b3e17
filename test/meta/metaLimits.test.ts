import {
  createApiKey,
  createApp,
  createKeyStore,
  createMemoryCompetitionStore,
  createMetaAggregator,
  createMetrics,
  createRateLimiter,
  listen,
} from '@sluice/server'
import { pino } from 'pino'
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
