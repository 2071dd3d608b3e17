import type { ChainEngine } from '@sluice/core'
import {
  createApiKey,
  createApp,
  createKeyStore,
  createMetrics,
  createRateLimiter,
  type ListenParameters,
  listen,
  type RateLimits,
  type TrustProxy,
} from '@sluice/server'
import type { Redis } from 'ioredis'
import { type Logger, pino } from 'pino'
import { createFakeEngine } from './createFakeEngine.js'

const partnerRecipient = '0x4444444444444444444444444444444444444444' as const

export type StartFakeServerParameters = {
  limits?: Partial<RateLimits>
  redis?: Redis
  engines?: ChainEngine[]
  trustProxy?: TrustProxy
  logger?: Logger
  metricsToken?: string
  /** The partner key's hash. Default sha256. */
  algorithm?: 'sha256' | 'scrypt'
  listenOptions?: Pick<
    ListenParameters,
    'headersTimeoutMs' | 'requestTimeoutMs' | 'maxConnections' | 'maxConnectionsPerAddress' | 'reservedConnections' | 'exemptAddresses'
  >
}

/** The HTTP server over fake engines for 999 and 1868, on a free loopback port, with one partner key. */
export async function startFakeServer({ limits, redis, engines, trustProxy, logger, metricsToken, algorithm, listenOptions }: StartFakeServerParameters = {}) {
  const fake = createFakeEngine()
  const { key, entry } = createApiKey({ partnerId: 7, feeRecipient: partnerRecipient, algorithm })
  const metrics = createMetrics()
  const app = createApp({
    engines: engines ?? [fake.engine, createFakeEngine({ chainId: 1868 }).engine],
    keyStore: createKeyStore({ entries: [entry] }),
    rateLimiter: createRateLimiter({ limits: { apiPerMinute: 10_000, infoPerMinute: 10_000, keyMultiplier: 10, ...limits }, redis }),
    metrics,
    logger: logger ?? pino({ level: 'silent' }),
    trustProxy,
    metricsToken,
    version: '0.0.0-test',
  })
  const server = await listen({ app, port: 0, ...listenOptions })
  return { ...server, key, fake, metrics }
}
