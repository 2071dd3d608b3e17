// tsyringe refuses to load without a Reflect metadata API, though no decorators are used.
import 'reflect-metadata'
import type { AnySourcePlugin } from '@sluice/core'
import { Redis } from 'ioredis'
import { type Logger, pino } from 'pino'
import { type DependencyContainer, container as rootContainer } from 'tsyringe'
import { createKeyStore } from './auth/createKeyStore.js'
import { readKeysFile } from './auth/readKeysFile.js'
import type { ServerConfig } from './config/serverConfigSchema.js'
import { createMetrics } from './metrics/createMetrics.js'
import { createRateLimiter } from './rateLimit/createRateLimiter.js'
import type { ChainServices } from './services/chainServicesOf.js'
import { injectionTokens as tokens } from './services/injectionTokens.js'
import { registerChainServices } from './services/registerChainServices.js'
import { registerService } from './services/registerService.js'
import { type ServerServices, serverServicesOf } from './services/serverServicesOf.js'

export type CreateServerContainerParameters = {
  config: ServerConfig
  /** The DEX types: each configured source is served by the plugin of its kind. */
  plugins: readonly AnySourcePlugin[]
  /** Redis for shared rate limits; in-memory limits when absent. */
  redisUrl?: string | undefined
  logger?: Logger | undefined
  /**
   * `single` (default): each chain's store follows the chain; `follower`: the same, its state
   * published by `startFeedPublishers`; `replica`: each chain's state comes from the feed in Redis.
   */
  role?: ServerRole | undefined
}

/** What a server process does: follows the chains and serves (`single`), also publishes their state (`follower`), or serves the published state (`replica`). */
export type ServerRole = 'single' | 'follower' | 'replica'

export type CreateServerContainerReturnType = {
  /** The server-wide container (`injectionTokens`; `resolveService`, `registerService`). */
  container: DependencyContainer
  /** Its services, as a typed record. */
  services: ServerServices
  /** Each chain's services, in config order, from a child container of its own. */
  chains: ChainServices[]
}

/**
 * The composition root: the server-wide services (config, logger, metrics, keys, rate limits)
 * in one container, and one child container per chain (its config, RPC client, source registry, pool-state store, token cache).
 * Factory registrations only (no decorators), each under a typed token; the parts receive typed
 * records (`ServerServices`, `ChainServices`) whose services are made when first read.
 */
export function createServerContainer({
  config,
  plugins,
  redisUrl,
  logger,
  role = 'single',
}: CreateServerContainerParameters): CreateServerContainerReturnType {
  const container = rootContainer.createChildContainer()
  const services = serverServicesOf({ container })
  registerService({ container, token: tokens.config, value: config })
  registerService({ container, token: tokens.plugins, value: plugins })
  registerService({ container, token: tokens.shutdown, value: new AbortController() })
  registerService({ container, token: tokens.logger, value: logger ?? pino({ level: config.logLevel }) })
  registerService({ container, token: tokens.metrics, factory: () => createMetrics({ defaultMetrics: true }) })
  registerService({
    container,
    token: tokens.keyStore,
    factory: () => createKeyStore({ entries: config.keysFile ? readKeysFile({ path: config.keysFile }) : [] }),
  })
  registerService({
    container,
    token: tokens.redis,
    factory: () => (redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false }) : undefined),
  })
  registerService({ container, token: tokens.rateLimiter, factory: () => createRateLimiter({ limits: config.limits, redis: services.redis }) })
  const chains = config.chains.map((chain) =>
    registerChainServices({
      container: container.createChildContainer(),
      chain,
      server: services,
      feed: role === 'replica' ? { redisUrl: redisUrl!, config: config.feed } : undefined,
    }),
  )
  return { container, services, chains }
}
