import 'reflect-metadata'
import {
  type AnySourcePlugin,
  createFedPoolStateStore,
  createLogReader,
  createPoolStateStore,
  createSourceAdapters,
  createSourceRegistry,
  createTokenCache,
  type LogReader,
  type PoolStateStore,
  type SourceRegistry,
  splitMulticallTransport,
  type TokenCache,
} from '@sluice/core'
import { Redis } from 'ioredis'
import { type Logger, pino } from 'pino'
import { type DependencyContainer, instanceCachingFactory, container as rootContainer } from 'tsyringe'
import { createPublicClient, type PublicClient } from 'viem'
import { createKeyStore, type KeyStore } from './auth/createKeyStore.js'
import { readKeysFile } from './auth/readKeysFile.js'
import type { ChainConfig, ServerConfig } from './config/serverConfigSchema.js'
import { type ChainIdGuard, createChainIdGuard } from './createChainIdGuard.js'
import { createChainTransport } from './createChainTransport.js'
import { createRedisPoolStateSource } from './feed/createRedisPoolStateSource.js'
import { createMetrics, type Metrics } from './metrics/createMetrics.js'
import { createRateLimiter, type RateLimiter } from './rateLimit/createRateLimiter.js'

/** Injection tokens of the server's container. */
export const injectionTokens = {
  config: Symbol('ServerConfig'),
  logger: Symbol('Logger'),
  metrics: Symbol('Metrics'),
  keyStore: Symbol('KeyStore'),
  redis: Symbol('Redis'),
  rateLimiter: Symbol('RateLimiter'),
  chainConfig: Symbol('ChainConfig'),
  /** The chain's `ChainIdGuard`: which of its nodes answer another chain ID. */
  chainIdGuard: Symbol('ChainIdGuard'),
  client: Symbol('PublicClient'),
  /** The chain's `LogReader` (its `maxLogRange`; refusals logged): every log read of the chain goes through it. */
  logReader: Symbol('LogReader'),
  registry: Symbol('SourceRegistry'),
  store: Symbol('PoolStateStore'),
  tokenCache: Symbol('TokenCache'),
  plugins: Symbol('SourcePlugins'),
  /** An `AbortController` aborted when the server stops (background work such as ranking RPC nodes ends). */
  shutdown: Symbol('Shutdown'),
} as const

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

/**
 * The composition root: the server-wide services (config, logger, metrics, keys, rate limits)
 * in one container, and one child container per chain (its config, RPC client, source registry, pool-state store, token cache).
 * Factory registrations only (no decorator metadata needed under tsx/esbuild).
 */
export function createServerContainer({ config, plugins, redisUrl, logger, role = 'single' }: CreateServerContainerParameters): {
  container: DependencyContainer
  chains: DependencyContainer[]
} {
  const container = rootContainer.createChildContainer()
  container.register(injectionTokens.config, { useValue: config })
  container.register(injectionTokens.plugins, { useValue: plugins })
  const shutdown = new AbortController()
  container.register(injectionTokens.shutdown, { useValue: shutdown })
  container.register(injectionTokens.logger, { useValue: logger ?? pino({ level: config.logLevel }) })
  container.register(injectionTokens.metrics, { useFactory: instanceCachingFactory<Metrics>(() => createMetrics({ defaultMetrics: true })) })
  container.register(injectionTokens.keyStore, {
    useFactory: instanceCachingFactory<KeyStore>(() => createKeyStore({ entries: config.keysFile ? readKeysFile({ path: config.keysFile }) : [] })),
  })
  container.register(injectionTokens.redis, {
    useFactory: instanceCachingFactory<Redis | undefined>(() => (redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false }) : undefined)),
  })
  container.register(injectionTokens.rateLimiter, {
    useFactory: instanceCachingFactory<RateLimiter>((c) =>
      createRateLimiter({ limits: config.limits, redis: c.resolve<Redis | undefined>(injectionTokens.redis) }),
    ),
  })
  const chains = config.chains.map((chain) => {
    const child = container.createChildContainer()
    child.register(injectionTokens.chainConfig, { useValue: chain })
    child.register(injectionTokens.chainIdGuard, {
      useFactory: instanceCachingFactory<ChainIdGuard>((c) =>
        createChainIdGuard({
          chainId: chain.chainId,
          name: chain.name,
          onMismatch: (error) =>
            c
              .resolve<Logger>(injectionTokens.logger)
              .error({ chainId: chain.chainId, node: error.url, nodeChainId: error.nodeChainId }, 'node serves another chain'),
        }),
      ),
    })
    child.register(injectionTokens.client, {
      useFactory: instanceCachingFactory<PublicClient>(
        (c) =>
          createPublicClient({
            // Multicall batches split to fit the gas a node runs a call with (its block gas limit).
            transport: splitMulticallTransport({
              transport: createChainTransport({ chain, signal: shutdown.signal, chainIdGuard: c.resolve<ChainIdGuard>(injectionTokens.chainIdGuard) }),
              multicall3: chain.multicall3,
            }),
            pollingInterval: chain.pollingIntervalMs,
          }) as PublicClient,
      ),
    })
    child.register(injectionTokens.logReader, {
      useFactory: instanceCachingFactory<LogReader>((c) =>
        createLogReader({
          maxLogRange: BigInt(chain.maxLogRange),
          // Shutdown ends any wait after a rate limit at once (bridge status, config reads).
          signal: c.resolve<AbortController>(injectionTokens.shutdown).signal,
          onRefusal: ({ kind, text, fromBlock, toBlock, action, delayMs }) =>
            c
              .resolve<Logger>(injectionTokens.logger)
              .warn(
                { chainId: chain.chainId, refusal: kind, provider: text, fromBlock: Number(fromBlock), toBlock: Number(toBlock), action, delayMs },
                'eth_getLogs refused',
              ),
        }),
      ),
    })
    child.register(injectionTokens.registry, {
      useFactory: instanceCachingFactory<SourceRegistry>((c) =>
        createSourceRegistry({
          adapters: createSourceAdapters({
            plugins,
            sources: c.resolve<ChainConfig>(injectionTokens.chainConfig).sources,
            chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
            executors: chain.contracts?.executors,
          }),
        }),
      ),
    })
    child.register(injectionTokens.store, {
      useFactory: instanceCachingFactory<PoolStateStore>((c) =>
        role === 'replica'
          ? createFedPoolStateStore({
              chainId: chain.chainId,
              client: c.resolve<PublicClient>(injectionTokens.client),
              registry: c.resolve<SourceRegistry>(injectionTokens.registry),
              maxStaleness: chain.maxStateAgeSeconds * 1000,
              source: createRedisPoolStateSource({
                // Its reads block: a connection of its own.
                redis: new Redis(redisUrl!),
                chainId: chain.chainId,
                feed: config.feed,
                logger: c.resolve<Logger>(injectionTokens.logger),
              }),
            })
          : createPoolStateStore({
              chainId: chain.chainId,
              client: c.resolve<PublicClient>(injectionTokens.client),
              registry: c.resolve<SourceRegistry>(injectionTokens.registry),
              webSocketUrl: chain.webSocketUrl,
              pollingInterval: chain.pollingIntervalMs,
              maxStaleness: chain.maxStateAgeSeconds * 1000,
              headTimeout: chain.headTimeoutMs,
              logs: c.resolve<LogReader>(injectionTokens.logReader),
            }),
      ),
    })
    child.register(injectionTokens.tokenCache, {
      useFactory: instanceCachingFactory<TokenCache>((c) =>
        createTokenCache({
          chainId: chain.chainId,
          client: c.resolve<PublicClient>(injectionTokens.client),
          nativeCurrency: { symbol: chain.nativeSymbol, name: chain.nativeName ?? chain.nativeSymbol, decimals: 18 },
          multicall3: chain.multicall3,
        }),
      ),
    })
    return child
  })
  return { container, chains }
}
