import type { BridgePlugin, ChainEngine, LogReader, PoolStateStore, Token, TokenCache } from '@sluice/core'
import { type CrossChainService, createCrossChainService } from '@sluice/cross-chain'
import type { DependencyContainer } from 'tsyringe'
import type { PublicClient } from 'viem'
import type { ChainConfig } from '../config/serverConfigSchema.js'
import { injectionTokens } from '../container.js'

export type CreateCrossChainServiceFromContainersParameters = {
  /** One child container per chain, in config order. */
  containers: readonly DependencyContainer[]
  /** The chains' engines, in the same order. */
  engines: readonly ChainEngine[]
  plugins: readonly BridgePlugin<unknown>[]
}

/** Wires the cross-chain service from each chain's container (config, RPC client, pool store, token cache). */
export function createCrossChainServiceFromContainers({ containers, engines, plugins }: CreateCrossChainServiceFromContainersParameters): CrossChainService {
  const chains = containers.flatMap((container, i) => {
    const config = container.resolve<ChainConfig>(injectionTokens.chainConfig)
    const engine = engines[i]
    // Chains without bridges take no part (and keep their container's services unresolved).
    if (!engine || config.bridges.length === 0) return []
    const tokens = (): Token[] => {
      const cache = container.resolve<TokenCache>(injectionTokens.tokenCache)
      const addresses = new Set(
        container
          .resolve<PoolStateStore>(injectionTokens.store)
          .snapshot()
          .pools.flatMap((state) => state.pool.tokens.map((t) => t.toLowerCase())),
      )
      return [...addresses].flatMap((address) => cache.peek(address) ?? [])
    }
    return [
      {
        config,
        client: container.resolve<PublicClient>(injectionTokens.client),
        logs: container.resolve<LogReader>(injectionTokens.logReader),
        engine,
        tokens,
      },
    ]
  })
  return createCrossChainService({ chains, plugins })
}
