import { Redis } from 'ioredis'
import { afterAll, describe, expect, test } from 'vitest'
import { startRedis } from '../support/startRedis.js'
import { fakeTokens } from './createFakeEngine.js'
import { startFakeServer } from './startFakeServer.js'

const body = JSON.stringify({ tokenIn: fakeTokens.usdc.address, tokenOut: fakeTokens.weth.address, amountIn: '1000' })
const quote = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/999/v1/quote`, { method: 'POST', body, headers })

describe('in memory', async () => {
  const server = await startFakeServer({ limits: { apiPerMinute: 60, infoPerMinute: 120, keyMultiplier: 10 } })
  afterAll(() => server.close())

  test('60 quotes per minute without a key, then 429 with Retry-After and RateLimit headers', async () => {
    for (let i = 0; i < 60; i++) {
      const response = await quote(server.url)
      expect(response.status).toBe(200)
      expect(response.headers.get('ratelimit-limit')).toBe('60')
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(59 - i))
    }
    const limited = await quote(server.url)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(limited.headers.get('ratelimit-remaining')).toBe('0')
    expect(limited.headers.get('x-ratelimit-limit')).toBe('60')
    expect(await limited.json()).toEqual({ error: 'INVALID_PARAMETERS', message: expect.stringContaining('Rate limit exceeded') })
    // The cheaper endpoints have their own budget.
    expect((await fetch(`${server.url}/999/v1/sources`)).headers.get('ratelimit-limit')).toBe('120')
  })

  test('a key has its own budget, 10x larger', async () => {
    const headers = { authorization: `Bearer ${server.key}` }
    const first = await quote(server.url, headers)
    expect(first.status).toBe(200)
    expect(first.headers.get('ratelimit-limit')).toBe('600')
    expect(first.headers.get('ratelimit-remaining')).toBe('599')
  })
})

describe('in Redis', () => {
  test('two server instances share one budget', async () => {
    const redisServer = await startRedis()
    const clients = [new Redis(redisServer.url), new Redis(redisServer.url)]
    const [a, b] = await Promise.all(clients.map((redis) => startFakeServer({ redis, limits: { apiPerMinute: 10 } })))
    try {
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) statuses.push((await quote(i % 2 === 0 ? a!.url : b!.url)).status)
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
      expect(await clients[0]!.keys('sluice-rl-api-anonymous*')).toHaveLength(1)
    } finally {
      await Promise.all([a!.close(), b!.close()])
      for (const redis of clients) redis.disconnect()
      await redisServer.stop()
    }
  })
})
