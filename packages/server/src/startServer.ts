import { type AggregatorPlugin, type AnySourcePlugin, type BridgePlugin, type ChainEngine, InvalidParametersError } from '@sluice/core'
import { defaultAggregatorPlugins, defaultBridgePlugins } from '@sluice/default-plugins'
import type { Logger } from 'pino'
import type { ServerConfig } from './config/serverConfigSchema.js'
import { createServerContainer, type ServerRole } from './container.js'
import { createApp } from './createApp.js'
import { createServerCrossChainService } from './crossChain/createServerCrossChainService.js'
import { type CreateServerEngineParameters, createServerEngine } from './engine/createServerEngine.js'
import { guardEngineChainId } from './engine/guardEngineChainId.js'
import type { ExplorerSandboxChain } from './explorer/forwardSandboxRpc.js'
import { type StartFeedPublishersReturnType, startFeedPublishers } from './feed/startFeedPublishers.js'
import { listen } from './listen.js'
import { createServerMetaAggregator } from './meta/createServerMetaAggregator.js'
import { createMetricsApp } from './metrics/createMetricsApp.js'
import { registerStateGauges } from './metrics/registerStateGauges.js'
import { serverVersion } from './serverVersion.js'
import type { ChainServices } from './services/chainServicesOf.js'
import { createQuoteStreams } from './stream/createQuoteStreams.js'

export type StartServerParameters = {
  config: ServerConfig
  /**
   * Builds (and brings up to date) the engine of one chain from its services; default
   * `createServerEngine`, core's `createChainEngine` wired from them (tests pass stand-ins).
   */
  createEngine?: ((parameters: CreateServerEngineParameters) => Promise<ChainEngine>) | undefined
  /** The DEX types the server knows (its config's `plugins` are loaded on top by the CLI). */
  plugins: readonly AnySourcePlugin[]
  /** The bridges of the cross-chain API (chains' `bridges` entries pick them by kind); default `defaultBridgePlugins`. */
  bridgePlugins?: readonly BridgePlugin<unknown>[] | undefined
  redisUrl?: string | undefined
  logger?: Logger | undefined
  /** Overrides `config.port` (e.g. from `PORT`). */
  port?: number | undefined
  version?: string | undefined
  /** Aggregator plugins the config's `meta.aggregators` may name. */
  aggregatorPlugins?: readonly AggregatorPlugin[] | undefined
  /** The sandbox chains served (the explorer executes swaps there with a funded account); absent on real chains. */
  sandbox?: readonly ExplorerSandboxChain[] | undefined
  /**
   * `single` (default): follows the chains and serves; `follower`: also publishes their state to
   * Redis (`redisUrl`) while it holds the lease; `replica`: serves the state the followers publish.
   */
  role?: ServerRole | undefined
}

export type StartServerReturnType = {
  url: string
  port: number
  /** Where `/metrics` is served when it has a listener of its own (`config.metrics.port`). */
  metricsUrl: string | undefined
  engines: ChainEngine[]
  /** `--role follower`: the chains' feed publishers. */
  feeds: StartFeedPublishersReturnType | undefined
  /** Graceful stop: quote streams end, no new connections, in-flight requests finish, then engines and Redis close. */
  close(): Promise<void>
}

/** Wires the container, builds every chain's engine, and serves the API. */
export async function startServer({
  config,
  createEngine = createServerEngine,
  plugins,
  bridgePlugins = defaultBridgePlugins,
  redisUrl,
  logger,
  port,
  version = serverVersion,
  aggregatorPlugins = defaultAggregatorPlugins,
  sandbox,
  role = 'single',
}: StartServerParameters): Promise<StartServerReturnType> {
  if (role !== 'single' && !redisUrl) throw new InvalidParametersError(`The ${role} role needs Redis: set REDIS_URL.`)
  const { services, chains } = createServerContainer({ config, plugins, redisUrl, logger, role })
  const log = services.logger
  const engines: ChainEngine[] = []
  /** Each chain's services beside its engine. */
  const served: { services: ChainServices; engine: ChainEngine }[] = []
  const redis = services.redis
  let feeds: StartFeedPublishersReturnType | undefined
  try {
    // Every node of every chain must serve that chain: another chain ID stops the start.
    await Promise.all(
      chains.map((chain) => {
        // The client first: making its transport puts each of the chain's nodes under the guard.
        void chain.client
        return chain.chainIdGuard.verify()
      }),
    )
    for (const chain of chains) {
      const engine = await createEngine({ chain, plugins: services.plugins, pluginModules: config.plugins, logger: log })
      const guarded = guardEngineChainId({ engine, chainIdGuard: chain.chainIdGuard })
      engines.push(guarded)
      served.push({ services: chain, engine: guarded })
    }
    const metrics = services.metrics
    if (role === 'follower') feeds = startFeedPublishers({ chains, redisUrl: redisUrl!, feed: config.feed, logger: log })
    registerStateGauges({ metrics, engines })
    const ownMetricsPort = config.metrics.port !== undefined
    const quoteStreams = createQuoteStreams({
      perClient: config.limits.quoteStreamsPerClient,
      total: config.limits.quoteStreams,
      idleMs: config.limits.quoteStreamIdleSeconds === undefined ? undefined : config.limits.quoteStreamIdleSeconds * 1000,
    })
    const crossChain = createServerCrossChainService({ chains: served, plugins: bridgePlugins })
    const app = createApp({
      engines,
      keyStore: services.keyStore,
      rateLimiter: services.rateLimiter,
      metrics,
      logger: log,
      trustProxy: config.trustProxy,
      metricsToken: config.metrics.token,
      serveMetrics: !ownMetricsPort,
      version,
      meta: config.meta.enabled ? createServerMetaAggregator({ config, chains, engines, plugins: aggregatorPlugins, redis, logger: log }) : undefined,
      crossChain: crossChain.enabled ? { service: crossChain, prefix: config.crossChain.prefix } : undefined,
      sandbox,
      hostNames: [config.host],
      quoteStreams,
    })
    const keyStore = services.keyStore
    const { exemptAddresses, exemptKeys, ...http } = config.http
    const server = await listen({
      app,
      port: port ?? config.port,
      host: config.host,
      ...http,
      exemptAddresses: exemptAddresses ?? (Array.isArray(config.trustProxy) ? config.trustProxy : []),
      exemptRequest: exemptKeys ? (request) => keyStore.verified(request.headers.authorization ?? null) !== undefined : undefined,
    })
    const metricsServer = ownMetricsPort
      ? await listen({ app: createMetricsApp({ metrics, token: config.metrics.token }), port: config.metrics.port!, host: config.metrics.host }).catch(
          async (error: unknown) => {
            await server.close()
            throw error
          },
        )
      : undefined
    log.info({ url: server.url, chains: engines.map((engine) => engine.chainId) }, 'listening')
    let closing: Promise<void> | undefined
    return {
      url: server.url,
      port: server.port,
      metricsUrl: metricsServer?.url,
      engines,
      feeds,
      close: () => {
        closing ??= (async () => {
          // Open streams would hold the listener's close: each ends with `event: end` first.
          quoteStreams.close()
          await Promise.all([server.close(), metricsServer?.close()])
          // The lease first: a standby takes over while this one stops.
          await feeds?.stop()
          await Promise.all(engines.map((engine) => engine.close()))
          services.shutdown.abort()
          redis?.disconnect()
          log.info('stopped')
        })()
        return closing
      },
    }
  } catch (error) {
    await feeds?.stop()
    await Promise.all(engines.map((engine) => engine.close()))
    services.shutdown.abort()
    redis?.disconnect()
    throw error
  }
}
