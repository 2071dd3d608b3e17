import type { LogReader, PoolStateStore, SourceRegistry, TokenCache } from '@sluice/core'
import type { DependencyContainer } from 'tsyringe'
import type { PublicClient } from 'viem'
import type { ChainConfig } from '../config/serverConfigSchema.js'
import type { ChainIdGuard } from '../createChainIdGuard.js'
import { injectionTokens as tokens } from './injectionTokens.js'
import { resolveService } from './resolveService.js'

/**
 * One chain's services, each made when first read (see `createServerContainer`): a part that
 * reads only `config` leaves the chain's RPC client, store and caches unmade.
 */
export type ChainServices = {
  readonly config: ChainConfig
  readonly chainIdGuard: ChainIdGuard
  readonly client: PublicClient
  readonly logReader: LogReader
  readonly registry: SourceRegistry
  readonly store: PoolStateStore
  readonly tokenCache: TokenCache
}

export type ChainServicesOfParameters = {
  /** A chain's child container. */
  container: DependencyContainer
}

/** A chain's services from its child container, as a typed record: each is resolved when read, not before. */
export function chainServicesOf({ container }: ChainServicesOfParameters): ChainServices {
  return {
    get config() {
      return resolveService({ container, token: tokens.chainConfig })
    },
    get chainIdGuard() {
      return resolveService({ container, token: tokens.chainIdGuard })
    },
    get client() {
      return resolveService({ container, token: tokens.client })
    },
    get logReader() {
      return resolveService({ container, token: tokens.logReader })
    },
    get registry() {
      return resolveService({ container, token: tokens.registry })
    },
    get store() {
      return resolveService({ container, token: tokens.store })
    },
    get tokenCache() {
      return resolveService({ container, token: tokens.tokenCache })
    },
  }
}
