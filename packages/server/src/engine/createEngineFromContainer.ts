import { type AnySourcePlugin, type ChainEngine, createChainEngine, listPositionManagers, type PoolStateStore, type SourceRegistry, type TokenCache } from '@sluice/core'
import type { DependencyContainer } from 'tsyringe'
import type { PublicClient } from 'viem'
import type { ChainConfig } from '../config/serverConfigSchema.js'
import { injectionTokens as di } from '../container.js'

export type CreateEngineFromContainerParameters = {
  /** A chain's child container (see `createServerContainer`). */
  container: DependencyContainer
}

/** The chain engine of core, wired from a chain's child container. */
export function createEngineFromContainer({ container }: CreateEngineFromContainerParameters): Promise<ChainEngine> {
  const chain = container.resolve<ChainConfig>(di.chainConfig)
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
    },
    client: container.resolve<PublicClient>(di.client),
    registry: container.resolve<SourceRegistry>(di.registry),
    store: container.resolve<PoolStateStore>(di.store),
    tokenCache: container.resolve<TokenCache>(di.tokenCache),
  })
}
