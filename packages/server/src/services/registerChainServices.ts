import {
  createFedPoolStateStore,
  createLogReader,
  createPoolStateStore,
  createSourceAdapters,
  createSourceRegistry,
  createTokenCache,
  splitMulticallTransport,
} from '@sluice/core'
import { Redis } from 'ioredis'
import type { DependencyContainer } from 'tsyringe'
import { createPublicClient, type PublicClient } from 'viem'
import type { ChainConfig, FeedConfig } from '../config/serverConfigSchema.js'
import { createChainIdGuard } from '../createChainIdGuard.js'
import { createChainTransport } from '../createChainTransport.js'
import { createRedisPoolStateSource } from '../feed/createRedisPoolStateSource.js'
import { type ChainServices, chainServicesOf } from './chainServicesOf.js'
import { injectionTokens as tokens } from './injectionTokens.js'
import { registerService } from './registerService.js'
import type { ServerServices } from './serverServicesOf.js'

export type RegisterChainServicesParameters = {
  /** The chain's child container. */
  container: DependencyContainer
  chain: ChainConfig
  /** The server-wide services: its plugins, logger and shutdown signal. */
  server: ServerServices
  /** A replica's feed: the chain's state comes from Redis instead of following the chain. */
  feed?: { redisUrl: string; config: FeedConfig } | undefined
}

/** Registers one chain's services (config, ID guard, RPC client, log reader, source registry, pool-state store, token cache) in its child container; each is made when first read. */
export function registerChainServices({ container, chain, server, feed }: RegisterChainServicesParameters): ChainServices {
  const services = chainServicesOf({ container })
  registerService({ container, token: tokens.chainConfig, value: chain })
  registerService({
    container,
    token: tokens.chainIdGuard,
    factory: () =>
      createChainIdGuard({
        chainId: chain.chainId,
        name: chain.name,
        onMismatch: (error) => server.logger.error({ chainId: chain.chainId, node: error.url, nodeChainId: error.nodeChainId }, 'node serves another chain'),
      }),
  })
  registerService({
    container,
    token: tokens.client,
    factory: () =>
      createPublicClient({
        // Multicall batches split to fit the gas a node runs a call with (its block gas limit).
        transport: splitMulticallTransport({
          transport: createChainTransport({ chain, signal: server.shutdown.signal, chainIdGuard: services.chainIdGuard }),
          multicall3: chain.multicall3,
        }),
        pollingInterval: chain.pollingIntervalMs,
      }) as PublicClient,
  })
  registerService({
    container,
    token: tokens.logReader,
    factory: () =>
      createLogReader({
        maxLogRange: BigInt(chain.maxLogRange),
        // Shutdown ends any wait after a rate limit at once (bridge status, config reads).
        signal: server.shutdown.signal,
        onRefusal: ({ kind, text, fromBlock, toBlock, action, delayMs }) =>
          server.logger.warn(
            { chainId: chain.chainId, refusal: kind, provider: text, fromBlock: Number(fromBlock), toBlock: Number(toBlock), action, delayMs },
            'eth_getLogs refused',
          ),
      }),
  })
  registerService({
    container,
    token: tokens.registry,
    factory: () =>
      createSourceRegistry({
        adapters: createSourceAdapters({
          plugins: server.plugins,
          sources: chain.sources,
          chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
          executors: chain.contracts?.executors,
        }),
      }),
  })
  registerService({
    container,
    token: tokens.store,
    factory: () =>
      feed
        ? createFedPoolStateStore({
            chainId: chain.chainId,
            client: services.client,
            registry: services.registry,
            maxStaleness: chain.maxStateAgeSeconds * 1000,
            source: createRedisPoolStateSource({
              // Its reads block: a connection of its own.
              redis: new Redis(feed.redisUrl),
              chainId: chain.chainId,
              feed: feed.config,
              logger: server.logger,
            }),
          })
        : createPoolStateStore({
            chainId: chain.chainId,
            client: services.client,
            registry: services.registry,
            webSocketUrl: chain.webSocketUrl,
            pollingInterval: chain.pollingIntervalMs,
            maxStaleness: chain.maxStateAgeSeconds * 1000,
            headTimeout: chain.headTimeoutMs,
            logs: services.logReader,
          }),
  })
  registerService({
    container,
    token: tokens.tokenCache,
    factory: () =>
      createTokenCache({
        chainId: chain.chainId,
        client: services.client,
        nativeCurrency: { symbol: chain.nativeSymbol, name: chain.nativeName ?? chain.nativeSymbol, decimals: 18 },
        multicall3: chain.multicall3,
      }),
  })
  return services
}
