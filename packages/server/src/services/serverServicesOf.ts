import type { AnySourcePlugin } from '@sluice/core'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { DependencyContainer } from 'tsyringe'
import type { KeyStore } from '../auth/createKeyStore.js'
import type { ServerConfig } from '../config/serverConfigSchema.js'
import type { Metrics } from '../metrics/createMetrics.js'
import type { RateLimiter } from '../rateLimit/createRateLimiter.js'
import { injectionTokens as tokens } from './injectionTokens.js'
import { resolveService } from './resolveService.js'

/** The server-wide services, each made when first read (see `createServerContainer`). */
export type ServerServices = {
  readonly config: ServerConfig
  readonly logger: Logger
  readonly metrics: Metrics
  readonly keyStore: KeyStore
  /** Absent without a Redis URL. */
  readonly redis: Redis | undefined
  readonly rateLimiter: RateLimiter
  readonly plugins: readonly AnySourcePlugin[]
  /** Aborted when the server stops. */
  readonly shutdown: AbortController
}

export type ServerServicesOfParameters = {
  /** The server's container (`createServerContainer`). */
  container: DependencyContainer
}

/** The server-wide services of a container, as a typed record: each is resolved when read, not before. */
export function serverServicesOf({ container }: ServerServicesOfParameters): ServerServices {
  return {
    get config() {
      return resolveService({ container, token: tokens.config })
    },
    get logger() {
      return resolveService({ container, token: tokens.logger })
    },
    get metrics() {
      return resolveService({ container, token: tokens.metrics })
    },
    get keyStore() {
      return resolveService({ container, token: tokens.keyStore })
    },
    get redis() {
      return resolveService({ container, token: tokens.redis })
    },
    get rateLimiter() {
      return resolveService({ container, token: tokens.rateLimiter })
    },
    get plugins() {
      return resolveService({ container, token: tokens.plugins })
    },
    get shutdown() {
      return resolveService({ container, token: tokens.shutdown })
    },
  }
}
