import type { ChainEngine } from '@sluice/core'
import { type RateLimits, createApiKey, createApp, createKeyStore, createMetrics, createRateLimiter, listen } from '@sluice/server'
import type { Redis } from 'ioredis'
import { pino } from 'pino'
import { createFakeEngine } from './createFakeEngine.js'

export const partnerRecipient = '0x4444444444444444444444444444444444444444' as const

/** The HTTP server over fake engines for 999 and 1868, on a free loopback port, with one partner key. */
export async function startFakeServer({ limits, redis, engines }: { limits?: Partial<RateLimits>; redis?: Redis; engines?: ChainEngine[] } = {}) {
  const fake = createFakeEngine()
  const { key, entry } = createApiKey({ partnerId: 7, feeRecipient: partnerRecipient })
  const metrics = createMetrics()
  const app = createApp({
    engines: engines ?? [fake.engine, createFakeEngine({ chainId: 1868 }).engine],
    keyStore: createKeyStore({ entries: [entry] }),
    rateLimiter: createRateLimiter({ limits: { apiPerMinute: 10_000, infoPerMinute: 10_000, keyMultiplier: 10, ...limits }, redis }),
    metrics,
    logger: pino({ level: 'silent' }),
    version: '0.0.0-test',
  })
  const server = await listen({ app, port: 0 })
  return { ...server, key, fake, metrics }
}
