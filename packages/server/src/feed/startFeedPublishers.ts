import type { PoolStateStore } from '@sluice/core'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { DependencyContainer } from 'tsyringe'
import type { ChainConfig, FeedConfig } from '../config/serverConfigSchema.js'
import { injectionTokens } from '../container.js'
import { createPoolStateFeedPublisher, type PoolStateFeedPublisher } from './createPoolStateFeedPublisher.js'

export type StartFeedPublishersParameters = {
  /** The chains' child containers (`createServerContainer`), their stores started. */
  chains: readonly DependencyContainer[]
  redisUrl: string
  feed: FeedConfig
  logger: Logger
}

export type StartFeedPublishersReturnType = {
  publishers: readonly PoolStateFeedPublisher[]
  /** Gives every lease up and closes the connections. */
  stop(): Promise<void>
}

/** `--role follower`: one feed publisher per chain, each on a Redis connection of its own. */
export function startFeedPublishers({ chains, redisUrl, feed, logger }: StartFeedPublishersParameters): StartFeedPublishersReturnType {
  const publishers = chains.map((chain) =>
    createPoolStateFeedPublisher({
      redis: new Redis(redisUrl),
      chainId: chain.resolve<ChainConfig>(injectionTokens.chainConfig).chainId,
      store: chain.resolve<PoolStateStore>(injectionTokens.store),
      feed,
      logger,
    }),
  )
  return {
    publishers,
    stop: () => Promise.all(publishers.map((publisher) => publisher.stop())).then(() => undefined),
  }
}
