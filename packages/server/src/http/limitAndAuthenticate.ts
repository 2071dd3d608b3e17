import type { H3Event } from 'h3'
import type { ApiKeyEntry } from '../auth/ApiKeyEntry.js'
import type { KeyStore } from '../auth/createKeyStore.js'
import type { RateLimiter, RateLimitTier } from '../rateLimit/createRateLimiter.js'

export type LimitAndAuthenticateParameters = {
  event: H3Event
  tier: RateLimitTier
  /** The answer's headers: the `RateLimit-*` (and `X-RateLimit-*`) headers are set in them. */
  headers: Headers
  keyStore: KeyStore
  rateLimiter: RateLimiter
  /** The request's client address bucket (read only when no verified key pays). */
  client: () => string
}

/**
 * Spends the request's rate-limit budget and finds its API key. Limits apply before any
 * hashing: a key verified before is charged to the key; a request without a key to its client
 * address (IPv6 by /64); a key not verified yet first to the address's `auth` budget, so that
 * invalid keys are limited (429) before they cost a hash.
 */
export async function limitAndAuthenticate({
  event,
  tier,
  headers,
  keyStore,
  rateLimiter,
  client,
}: LimitAndAuthenticateParameters): Promise<ApiKeyEntry | undefined> {
  const authorization = event.req.headers.get('authorization')
  let apiKey = keyStore.verified(authorization)
  if (!apiKey && authorization !== null) {
    await rateLimiter.consume({ client: client(), tier: 'auth', keyed: false })
    apiKey = await keyStore.authenticate(authorization)
  }
  const limit = await rateLimiter.consume(apiKey ? { client: `key:${apiKey.prefix}`, tier, keyed: true } : { client: client(), tier, keyed: false })
  for (const prefix of ['', 'X-']) {
    headers.set(`${prefix}RateLimit-Limit`, String(limit.limit))
    headers.set(`${prefix}RateLimit-Remaining`, String(limit.remaining))
    headers.set(`${prefix}RateLimit-Reset`, String(limit.resetSeconds))
  }
  return apiKey
}
