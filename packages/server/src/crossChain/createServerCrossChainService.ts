import type { BridgePlugin, ChainEngine, Token } from '@sluice/core'
import { type CrossChainService, createCrossChainService } from '@sluice/cross-chain'
import type { ChainServices } from '../services/chainServicesOf.js'

export type CreateServerCrossChainServiceParameters = {
  /** Each chain's services and engine, in config order; only a chain with bridges reads more than its config. */
  chains: readonly { services: Pick<ChainServices, 'config' | 'client' | 'logReader' | 'store' | 'tokenCache'>; engine: ChainEngine }[]
  plugins: readonly BridgePlugin<unknown>[]
}

/** Wires the cross-chain service from each chain's services (config, RPC client, log reader, pool store, token cache). */
export function createServerCrossChainService({ chains, plugins }: CreateServerCrossChainServiceParameters): CrossChainService {
  const bridged = chains.flatMap(({ services, engine }) => {
    const config = services.config
    // Chains without bridges take no part (and leave their services unmade).
    if (config.bridges.length === 0) return []
    const tokens = (): Token[] => {
      const cache = services.tokenCache
      const addresses = new Set(services.store.snapshot().pools.flatMap((state) => state.pool.tokens.map((t) => t.toLowerCase())))
      return [...addresses].flatMap((address) => cache.peek(address) ?? [])
    }
    return [{ config, client: services.client, logs: services.logReader, engine, tokens }]
  })
  return createCrossChainService({ chains: bridged, plugins })
}
