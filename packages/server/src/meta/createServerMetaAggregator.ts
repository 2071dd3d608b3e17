import { type AggregatorChainContext, type AggregatorPlugin, type ChainEngine, InvalidConfigError, isSluiceError } from '@sluice/core'
import { createMemoryCompetitionStore, createMetaAggregator, createRedisCompetitionStore, type MetaAggregator } from '@sluice/meta'
import { createSluiceAggregator } from '@sluice/plugin-aggregator-sluice'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { DependencyContainer } from 'tsyringe'
import type { PublicClient } from 'viem'
import type { ChainConfig, ServerConfig } from '../config/serverConfigSchema.js'
import { injectionTokens } from '../container.js'

export type CreateServerMetaAggregatorParameters = {
  config: ServerConfig
  /** The chains' child containers (their config and RPC client). */
  chains: readonly DependencyContainer[]
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
 * of that name. A config a plugin refuses fails the start-up.
 */
export function createServerMetaAggregator({ config, chains, engines, plugins, redis, logger }: CreateServerMetaAggregatorParameters): MetaAggregator {
  const contexts = chains.map((chain) => {
    const chainConfig = chain.resolve<ChainConfig>(injectionTokens.chainConfig)
    return {
      chainId: chainConfig.chainId,
      name: chainConfig.name,
      client: chain.resolve<PublicClient>(injectionTokens.client),
      wrappedNative: chainConfig.wrappedNative,
      multicall3: chainConfig.multicall3,
    }
  })
  const aggregatorChains: AggregatorChainContext[] = contexts.map(({ chainId, client, wrappedNative, multicall3 }) => ({
    chainId,
    client,
    wrappedNative,
    multicall3,
  }))
  // This server's own swaps call the Sluice router of each chain that has one.
  const routers = Object.fromEntries(config.chains.flatMap((chain) => (chain.contracts ? [[chain.chainId, chain.contracts.router]] : [])))
  const adapters = config.meta.includeSelf ? [createSluiceAggregator({ engines, routers })] : []
  for (const entry of config.meta.aggregators) {
    const plugin = plugins.find((candidate) => candidate.name === entry.plugin)
    if (!plugin) throw new InvalidConfigError(`Unknown aggregator plugin "${entry.plugin}"; known: ${plugins.map((p) => p.name).join(', ') || 'none'}.`)
    let adapter: ReturnType<AggregatorPlugin['createAdapter']>
    try {
      adapter = plugin.createAdapter({ config: plugin.parseConfig(entry.config ?? {}), chains: aggregatorChains })
    } catch (cause) {
      if (isSluiceError(cause, 'InvalidConfigError')) throw cause
      throw new InvalidConfigError(`Invalid config of aggregator ${entry.name ?? entry.plugin}.`, {
        cause,
        details: cause instanceof Error ? cause.message : undefined,
      })
    }
    adapters.push(entry.name ? { ...adapter, name: entry.name } : adapter)
  }
  const retentionMs = config.meta.expiredRetentionSeconds * 1000
  const caps = { maxCompetitions: config.meta.maxCompetitions, maxBytes: config.meta.maxStoreBytes }
  return createMetaAggregator({
    adapters,
    chains: contexts,
    store: redis ? createRedisCompetitionStore({ redis, retentionMs, ...caps }) : createMemoryCompetitionStore({ retentionMs, ...caps }),
    ttlSeconds: config.meta.ttlSeconds,
    requestTimeoutMs: config.meta.requestTimeoutMs,
    logger,
  })
}
