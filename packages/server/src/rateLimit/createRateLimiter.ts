import type { Redis } from 'ioredis'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { RateLimitedError } from '../errors.js'

/**
 * `api`: `/{chainId}/v1/*`; `meta`: the meta aggregator; `info`: the cheaper `/chains`,
 * `/sources`, docs and health; `auth`: requests carrying a key not verified yet (charged per
 * address before the key is hashed, with the `api` budget's size); `sandbox`: the explorer's
 * sandbox RPC, on a budget of its own the size of the `info` one (executing one swap takes the
 * explorer a dozen balance and receipt reads), so that those reads do not spend its quotes.
 */
export type RateLimitTier = 'api' | 'meta' | 'info' | 'auth' | 'sandbox'

export type RateLimits = {
  /** Requests per minute on `/{chainId}/v1/*` without a key. */
  apiPerMinute: number
  /** Requests per minute on the cheap endpoints without a key. */
  infoPerMinute: number
  /** Factor a valid API key multiplies every budget by. */
  keyMultiplier: number
  /** Requests per minute on the meta aggregator without a key; default 20. */
  metaPerMinute?: number | undefined
}

export type CreateRateLimiterParameters = {
  limits: RateLimits
  /** Shared store: instances with the same Redis share one budget. In-memory when absent. */
  redis?: Redis | undefined
}

export type RateLimitState = {
  limit: number
  remaining: number
  /** Seconds until the window resets. */
  resetSeconds: number
}

export type ConsumeParameters = {
  /** Who pays: `key:<prefix>` or `ip:<address>`. */
  client: string
  tier: RateLimitTier
  keyed: boolean
}

export type RateLimiter = {
  /** Takes one request from the client's budget; throws `RateLimitedError` when it is spent. */
  consume(parameters: ConsumeParameters): Promise<RateLimitState>
}

const DEFAULT_META_PER_MINUTE = 20

/** What the server uses of a limiter (memory or Redis): both are `RateLimiterAbstract`s. */
type Limiter = Pick<RateLimiterAbstract, 'consume' | 'points'>

/** Per-client fixed-window budgets of one minute, in memory or in Redis. */
export function createRateLimiter({ limits, redis }: CreateRateLimiterParameters): RateLimiter {
  const make = (name: string, points: number): Limiter => {
    const options = { points, duration: 60, keyPrefix: `sluice-rl-${name}` }
    if (!redis) return new RateLimiterMemory(options)
    // When Redis fails, each instance keeps limiting alone instead of letting everything through.
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
  }
  const limiters: Record<string, Limiter> = {
    'api-anonymous': make('api-anonymous', limits.apiPerMinute),
    'api-keyed': make('api-keyed', limits.apiPerMinute * limits.keyMultiplier),
    'meta-anonymous': make('meta-anonymous', limits.metaPerMinute ?? DEFAULT_META_PER_MINUTE),
    'meta-keyed': make('meta-keyed', (limits.metaPerMinute ?? DEFAULT_META_PER_MINUTE) * limits.keyMultiplier),
    'info-anonymous': make('info-anonymous', limits.infoPerMinute),
    'info-keyed': make('info-keyed', limits.infoPerMinute * limits.keyMultiplier),
    'auth-anonymous': make('auth-anonymous', limits.apiPerMinute),
    'sandbox-anonymous': make('sandbox-anonymous', limits.infoPerMinute),
    'sandbox-keyed': make('sandbox-keyed', limits.infoPerMinute * limits.keyMultiplier),
  }
  return {
    async consume({ client, tier, keyed }) {
      const limiter = limiters[`${tier}-${keyed ? 'keyed' : 'anonymous'}`] as Limiter
      try {
        const result = await limiter.consume(client)
        return { limit: limiter.points, remaining: result.remainingPoints, resetSeconds: Math.ceil(result.msBeforeNext / 1000) }
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        const resetSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
        throw new RateLimitedError({ retryAfterSeconds: resetSeconds, limit: limiter.points })
      }
    },
  }
}
