import {
  type AnySourcePlugin,
  type ChainEngine,
  createChainEngine,
  listPositionManagers,
  type PoolStateStore,
  type QuoteWorkers,
  type SourceRegistry,
  type TokenCache,
} from '@sluice/core'
import type { Logger } from 'pino'
import type { DependencyContainer } from 'tsyringe'
import type { PublicClient } from 'viem'
import { chainBlockGasLimit } from '../config/chainBlockGasLimit.js'
import type { ChainConfig, ServerConfig } from '../config/serverConfigSchema.js'
import { injectionTokens as di } from '../container.js'
import { createEngineQuoteWorkers } from '../workers/createEngineQuoteWorkers.js'

export type CreateEngineFromContainerParameters = {
  /** A chain's child container (see `createServerContainer`). */
  container: DependencyContainer
}

/** The chain engine of core, wired from a chain's child container. */
export async function createEngineFromContainer({ container }: CreateEngineFromContainerParameters): Promise<ChainEngine> {
  const chain = container.resolve<ChainConfig>(di.chainConfig)
  // Opt-in (`SLUICE_QUOTE_WORKERS`, default 0: this thread): the solver runs on worker threads
  // holding the pool states. Workers that cannot build the chain's sources (plugins given in code,
  // not by module) leave it on this thread.
  let workers: QuoteWorkers | undefined = createEngineQuoteWorkers({ chain, pluginModules: container.resolve<ServerConfig>(di.config).plugins })
  await workers?.ready().catch(async (error: unknown) => {
    container.resolve<Logger>(di.logger).warn({ chainId: chain.chainId, err: error }, 'quote workers could not start; quoting on the main thread')
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
      positionManagers: listPositionManagers({ plugins: container.resolve<readonly AnySourcePlugin[]>(di.plugins), sources: chain.sources }),
      swapDeadlineSeconds: chain.swapDeadlineSeconds,
      blockGasLimit: chainBlockGasLimit({ chain }),
    },
    client: container.resolve<PublicClient>(di.client),
    registry: container.resolve<SourceRegistry>(di.registry),
    store: container.resolve<PoolStateStore>(di.store),
    tokenCache: container.resolve<TokenCache>(di.tokenCache),
    onUnsupportedToken: (token) =>
      container
        .resolve<Logger>(di.logger)
        .warn({ chain: chain.chainId, token: token.address, reason: token.reason }, 'unsupported token: its pools are skipped'),
    workers,
  })
}
