import { type AnySourcePlugin, type ChainEngine, createChainEngine, listPositionManagers, type QuoteWorkers } from '@sluice/core'
import type { Logger } from 'pino'
import { chainBlockGasLimit } from '../config/chainBlockGasLimit.js'
import type { ServerConfig } from '../config/serverConfigSchema.js'
import type { ChainServices } from '../services/chainServicesOf.js'
import { createEngineQuoteWorkers } from '../workers/createEngineQuoteWorkers.js'

export type CreateServerEngineParameters = {
  /** The chain's services (`createServerContainer`): its config, RPC client, source registry, pool-state store and token cache. */
  chain: ChainServices
  /** The DEX types (their position managers). */
  plugins: readonly AnySourcePlugin[]
  /** The config's plugin modules, which quote worker threads load. */
  pluginModules: ServerConfig['plugins']
  logger: Logger
}

/** The chain engine of core, wired from a chain's services. */
export async function createServerEngine({ chain: services, plugins, pluginModules, logger }: CreateServerEngineParameters): Promise<ChainEngine> {
  const chain = services.config
  // Opt-in (`SLUICE_QUOTE_WORKERS`, default 0: this thread): the solver runs on worker threads
  // holding the pool states. Workers that cannot build the chain's sources (plugins given in code,
  // not by module) leave it on this thread.
  let workers: QuoteWorkers | undefined = createEngineQuoteWorkers({ chain, pluginModules })
  await workers?.ready().catch(async (error: unknown) => {
    logger.warn({ chainId: chain.chainId, err: error }, 'quote workers could not start; quoting on the main thread')
    await workers?.close()
    workers = undefined
  })
  return createChainEngine({
    chain: {
      chainId: chain.chainId,
      name: chain.name,
      wrappedNative: chain.wrappedNative,
      stableTokens: chain.stableTokens,
      router: chain.contracts?.router,
      swapLogic: chain.contracts?.swapLogic,
      positionManagers: listPositionManagers({ plugins, sources: chain.sources }),
      swapDeadlineSeconds: chain.swapDeadlineSeconds,
      blockGasLimit: chainBlockGasLimit({ chain }),
    },
    client: services.client,
    registry: services.registry,
    store: services.store,
    tokenCache: services.tokenCache,
    onUnsupportedToken: (token) =>
      logger.warn({ chain: chain.chainId, token: token.address, reason: token.reason }, 'unsupported token: its pools are skipped'),
    workers,
  })
}
