import type { AggregatorPlugin, ChainEngine } from '@sluice/core'
import {
  createAggregatorAdapters,
  createMemoryCompetitionStore,
  createMetaAggregator,
  createRedisCompetitionStore,
  createSluiceAggregator,
  type MetaAggregator,
} from '@sluice/meta'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { ServerConfig } from '../config/serverConfigSchema.js'
import type { ChainServices } from '../services/chainServicesOf.js'

export type CreateServerMetaAggregatorParameters = {
  config: ServerConfig
  /** The chains' config and RPC client. */
  chains: readonly Pick<ChainServices, 'config' | 'client'>[]
  engines: readonly ChainEngine[]
  /** The aggregator plugins the config may name. */
  plugins: readonly AggregatorPlugin[]
  /** Shared competitions when present; in memory otherwise. */
  redis: Redis | undefined
  logger: Logger
}

/**
 * The meta aggregator of the server, from its config: this server's engine as `sluice` (unless
 * `meta.includeSelf` is false) and one adapter per `meta.aggregators` entry, built by the plugin
 * of that name (`createAggregatorAdapters`). A config a plugin refuses fails the start-up. Swaps
 * on a chain whose `contracts` name a `metaGuard` settle through it.
 */
export function createServerMetaAggregator({ config, chains, engines, plugins, redis, logger }: CreateServerMetaAggregatorParameters): MetaAggregator {
  const contexts = chains.map(({ config: chain, client }) => ({
    chainId: chain.chainId,
    name: chain.name,
    client,
    wrappedNative: chain.wrappedNative,
    multicall3: chain.multicall3,
    metaGuard: chain.contracts?.metaGuard,
  }))
  // This server's own swaps call the Sluice router of each chain that has one.
  const routers = Object.fromEntries(config.chains.flatMap((chain) => (chain.contracts ? [[chain.chainId, chain.contracts.router]] : [])))
  const adapters = [
    ...(config.meta.includeSelf ? [createSluiceAggregator({ engines, routers })] : []),
    ...createAggregatorAdapters({ plugins, entries: config.meta.aggregators, chains: contexts }),
  ]
  const retentionMs = config.meta.expiredRetentionSeconds * 1000
  const { maxCompetitions, maxStoreBytes, reservedForKeys, maxCompetitionsPerAddress } = config.meta
  const caps = {
    maxCompetitions,
    maxBytes: maxStoreBytes,
    reservedForKeys: reservedForKeys ?? Math.floor(maxCompetitions / 4),
    maxPerClient: maxCompetitionsPerAddress ?? Math.max(1, Math.floor(maxCompetitions / 100)),
  }
  return createMetaAggregator({
    adapters,
    chains: contexts,
    store: redis ? createRedisCompetitionStore({ redis, retentionMs, ...caps }) : createMemoryCompetitionStore({ retentionMs, ...caps }),
    ttlSeconds: config.meta.ttlSeconds,
    requestTimeoutMs: config.meta.requestTimeoutMs,
    logger,
  })
}
