import { randomUUID } from 'node:crypto'
import type { PoolState, PoolStateSnapshot, PoolStateStore } from '@sluice/core'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { FeedConfig } from '../config/serverConfigSchema.js'
import { encodeFeedSnapshot } from './encodeFeedSnapshot.js'
import { encodeFeedStates } from './encodeFeedStates.js'
import { feedKeys } from './feedKeys.js'
import { leaseScript, publishScript, releaseScript } from './feedScripts.js'

export type CreatePoolStateFeedPublisherParameters = {
  /** A connection of its own (closed by `stop()`). */
  redis: Redis
  chainId: number
  /** The chain's store, following the chain. */
  store: Pick<PoolStateStore, 'snapshot' | 'health' | 'onSync'>
  feed: FeedConfig
  logger?: Pick<Logger, 'info' | 'warn'> | undefined
}

export type PoolStateFeedPublisher = {
  /** Whether this follower holds the lease and publishes. */
  leading(): boolean
  /** Gives the lease up (a standby takes over at its next try) and closes the connection. */
  stop(): Promise<void>
}

export type CreatePoolStateFeedPublisherReturnType = PoolStateFeedPublisher

/**
 * A follower's publisher of one chain's feed. Every `leaseMs / 3` it takes or renews the chain's
 * lease in Redis; while it holds it, it publishes to the chain's stream after each sync the pools
 * whose state changed since its last entry (with the block number, hash and the hash the entry
 * continues), a `beat` confirming an idle chain's state, and every `snapshotEveryBlocks` entries the
 * full state to the snapshot key, and when a replica asked for it (the `resync` key, taken with the
 * lease) at once. Its first entry as leader is a `reset` with a full snapshot. Every
 * write checks the lease in the same script: a follower that lost it publishes nothing.
 */
export function createPoolStateFeedPublisher({
  redis,
  chainId,
  store,
  feed,
  logger,
}: CreatePoolStateFeedPublisherParameters): CreatePoolStateFeedPublisherReturnType {
  const keys = feedKeys({ keyPrefix: feed.keyPrefix, chainId })
  const token = randomUUID()
  let held = false
  /** The states of the last entry published, by lower-cased ID; undefined: the next entry is a reset. */
  let published: Map<string, PoolState> | undefined
  let publishedHash: string | undefined
  /** The `at` of the last entry published. */
  let publishedAt = 0
  /** Blocks, and entries of any type, published since the last snapshot. */
  let blocksSinceSnapshot = 0
  let entriesSinceSnapshot = 0
  /** A replica asked for a fresh snapshot (`keys.resync`): the next entry carries one. */
  let snapshotAsked = false
  let publishing: Promise<void> = Promise.resolve()
  let stopped = false

  const current = (): PoolStateSnapshot | undefined => {
    try {
      return store.snapshot()
    } catch {
      return undefined
    }
  }

  async function publishOnce() {
    if (!held || stopped) return
    const snapshot = current()
    const at = store.health().lastSyncedAt
    if (!snapshot?.blockHash || at === undefined) return
    const states = new Map(snapshot.pools.map((state) => [state.pool.id.toLowerCase(), state] as const))
    const reset = published === undefined
    const changed = reset ? [] : snapshot.pools.filter((state) => published?.get(state.pool.id.toLowerCase()) !== state)
    const removed = reset ? [] : [...published!.keys()].filter((id) => !states.has(id))
    const type = reset ? 'reset' : changed.length > 0 || removed.length > 0 || snapshot.blockHash !== publishedHash ? 'block' : 'beat'
    const asked = snapshotAsked
    // A beat only tells that the state was confirmed again since the last entry (or carries the snapshot asked for).
    if (type === 'beat' && at <= publishedAt && !asked) return
    // Every `snapshotEveryBlocks` blocks, and before the snapshot's entry could be trimmed: a
    // replica that resyncs always finds the entries after it.
    const withSnapshot =
      reset || asked || (type === 'block' && blocksSinceSnapshot + 1 >= feed.snapshotEveryBlocks) || entriesSinceSnapshot + 1 >= feed.maxLength / 2
    const chunks = withSnapshot ? encodeFeedSnapshot({ states: snapshot.pools }) : []
    const id = await redis.eval(
      publishScript,
      3,
      keys.lease,
      keys.stream,
      keys.snapshot,
      token,
      feed.maxLength,
      type,
      snapshot.blockNumber.toString(),
      snapshot.blockHash,
      publishedHash ?? '',
      at,
      type === 'block' ? encodeFeedStates({ changed, removed }) : '',
      chunks.length,
      ...chunks,
    )
    if (id === null) {
      lose('the lease was taken over')
      return
    }
    published = states
    publishedHash = snapshot.blockHash
    publishedAt = at
    if (withSnapshot) {
      if (asked) snapshotAsked = false
      blocksSinceSnapshot = 0
      entriesSinceSnapshot = 0
    } else {
      entriesSinceSnapshot++
      if (type === 'block') blocksSinceSnapshot++
    }
  }

  /** Publishes what changed, one entry at a time; a failed write makes the next entry a reset. */
  function publish(): Promise<void> {
    publishing = publishing.then(publishOnce).catch((error: unknown) => {
      published = undefined
      logger?.warn({ chainId, err: error }, 'feed: publishing failed')
    })
    return publishing
  }

  function lose(reason: string) {
    if (held) logger?.info({ chainId, reason }, 'feed: no longer the leader')
    held = false
    published = undefined
  }

  async function tick() {
    try {
      const answer = await redis.eval(leaseScript, 2, keys.lease, keys.resync, token, feed.leaseMs)
      const leads = answer === 1 || answer === 2
      if (answer === 2) snapshotAsked = true
      if (leads && !held) logger?.info({ chainId }, 'feed: leading: publishing')
      if (!leads) lose('another follower holds the lease')
      held = leads
    } catch (error) {
      lose('Redis failed')
      logger?.warn({ chainId, err: error }, 'feed: the lease could not be renewed')
    }
    await publish()
  }

  const unsubscribe = store.onSync(() => void publish())
  let ticking = tick()
  const timer = setInterval(
    () => {
      ticking = ticking.then(tick)
    },
    Math.max(100, Math.floor(feed.leaseMs / 3)),
  )

  return {
    leading: () => held,
    async stop() {
      stopped = true
      clearInterval(timer)
      unsubscribe()
      await ticking
      await publishing
      if (held) await redis.eval(releaseScript, 1, keys.lease, token).catch(() => undefined)
      held = false
      redis.disconnect()
    },
  }
}
