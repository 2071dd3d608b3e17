import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { FeedConfig } from '../config/serverConfigSchema.js'
import type { ChainServices } from '../services/chainServicesOf.js'
import { createPoolStateFeedPublisher, type PoolStateFeedPublisher } from './createPoolStateFeedPublisher.js'

export type StartFeedPublishersParameters = {
  /** The chains' services (`createServerContainer`), their stores started. */
  chains: readonly ChainServices[]
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
      chainId: chain.config.chainId,
      store: chain.store,
      feed,
      logger,
    }),
  )
  return {
    publishers,
    stop: () => Promise.all(publishers.map((publisher) => publisher.stop())).then(() => undefined),
  }
}
