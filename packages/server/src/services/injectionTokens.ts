import type { AnySourcePlugin, LogReader, PoolStateStore, SourceRegistry, TokenCache } from '@sluice/core'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { PublicClient } from 'viem'
import type { KeyStore } from '../auth/createKeyStore.js'
import type { ChainConfig, ServerConfig } from '../config/serverConfigSchema.js'
import type { ChainIdGuard } from '../createChainIdGuard.js'
import type { Metrics } from '../metrics/createMetrics.js'
import type { RateLimiter } from '../rateLimit/createRateLimiter.js'
import { type ServiceToken, serviceToken } from './serviceToken.js'

/** The tokens of the server's container, each typed by the service it names. */
export type InjectionTokens = {
  readonly config: ServiceToken<ServerConfig>
  readonly logger: ServiceToken<Logger>
  readonly metrics: ServiceToken<Metrics>
  readonly keyStore: ServiceToken<KeyStore>
  readonly redis: ServiceToken<Redis | undefined>
  readonly rateLimiter: ServiceToken<RateLimiter>
  readonly plugins: ServiceToken<readonly AnySourcePlugin[]>
  readonly shutdown: ServiceToken<AbortController>
  readonly chainConfig: ServiceToken<ChainConfig>
  readonly chainIdGuard: ServiceToken<ChainIdGuard>
  readonly client: ServiceToken<PublicClient>
  readonly logReader: ServiceToken<LogReader>
  readonly registry: ServiceToken<SourceRegistry>
  readonly store: ServiceToken<PoolStateStore>
  readonly tokenCache: ServiceToken<TokenCache>
}

/** The tokens of the server's container (`resolveService`, `registerService`). */
export const injectionTokens: InjectionTokens = {
  config: serviceToken<ServerConfig>('ServerConfig'),
  logger: serviceToken<Logger>('Logger'),
  metrics: serviceToken<Metrics>('Metrics'),
  keyStore: serviceToken<KeyStore>('KeyStore'),
  /** Absent without a Redis URL (rate limits and competitions in memory). */
  redis: serviceToken<Redis | undefined>('Redis'),
  rateLimiter: serviceToken<RateLimiter>('RateLimiter'),
  /** The DEX types: each configured source is served by the plugin of its kind. */
  plugins: serviceToken<readonly AnySourcePlugin[]>('SourcePlugins'),
  /** An `AbortController` aborted when the server stops (background work such as ranking RPC nodes ends). */
  shutdown: serviceToken<AbortController>('Shutdown'),
  chainConfig: serviceToken<ChainConfig>('ChainConfig'),
  /** The chain's `ChainIdGuard`: which of its nodes answer another chain ID. */
  chainIdGuard: serviceToken<ChainIdGuard>('ChainIdGuard'),
  client: serviceToken<PublicClient>('PublicClient'),
  /** The chain's `LogReader` (its `maxLogRange`; refusals logged): every log read of the chain goes through it. */
  logReader: serviceToken<LogReader>('LogReader'),
  registry: serviceToken<SourceRegistry>('SourceRegistry'),
  store: serviceToken<PoolStateStore>('PoolStateStore'),
  tokenCache: serviceToken<TokenCache>('TokenCache'),
}
