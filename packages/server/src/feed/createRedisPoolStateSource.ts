import { type PoolStateFeed, type PoolStateSource, StaleStateError } from '@sluice/core'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { Hash } from 'viem'
import type { FeedConfig } from '../config/serverConfigSchema.js'
import { decodeFeedStates } from './decodeFeedStates.js'
import { feedKeys } from './feedKeys.js'
import { readFeedSnapshot } from './readFeedSnapshot.js'

export type CreateRedisPoolStateSourceParameters = {
  /** A connection of its own (its reads block; closed by `stop()`). */
  redis: Redis
  chainId: number
  feed: Pick<FeedConfig, 'keyPrefix'>
  logger?: Pick<Logger, 'info' | 'warn'> | undefined
  /** Longest wait for an entry per read (ms); the read is ended by `stop()` anyway. Default 5,000. */
  blockMs?: number | undefined
}

export type CreateRedisPoolStateSourceReturnType = PoolStateSource

/** Wait after Redis failed before reading again (ms). */
const RETRY_MS = 1_000
/** Entries read per request. */
const BATCH = 256

/**
 * A replica's state source: the chain's feed in Redis (`createPoolStateFeedPublisher`). It loads
 * the latest snapshot, then applies the stream's entries after it in order; its start resolves once
 * those already published are applied, so the first state it serves is the feed's latest. An entry that does not
 * continue the state (a gap: entries trimmed while the replica was behind, a lost entry; a reorg;
 * a new leader's `reset`) makes it load the latest snapshot again; when that is the one it holds, it
 * asks the leader for a fresh one (the `resync` key). Until one that continues is there, the store
 * answers 503 with the reason. Redis failing does the same, retried every second.
 */
export function createRedisPoolStateSource({
  redis,
  chainId,
  feed,
  logger,
  blockMs = 5_000,
}: CreateRedisPoolStateSourceParameters): CreateRedisPoolStateSourceReturnType {
  const keys = feedKeys({ keyPrefix: feed.keyPrefix, chainId })
  let cursor = '0'
  /** The stream ID of the snapshot last loaded: a resync loads only a newer one. */
  let loadedSnapshot: string | undefined
  /** Whether the state stopped at an entry that did not continue it: the next newer snapshot resumes it. */
  let waiting = false
  let running = false
  let loop: Promise<void> | undefined
  /** Ends the wait after a failure (`stop()`). */
  let wake: (() => void) | undefined

  /** Loads the latest snapshot when it is newer than the one loaded; false when there is none newer. */
  async function resync(target: PoolStateFeed): Promise<boolean> {
    const id = (await redis.hget(keys.snapshot, 'id')) ?? undefined
    if (id === undefined || id === loadedSnapshot) return false
    const snapshot = await readFeedSnapshot({ redis, key: keys.snapshot })
    if (snapshot === undefined) return false
    const { blockNumber, blockHash, states, confirmedAt } = snapshot
    target.reset({ blockNumber, blockHash, states, confirmedAt })
    loadedSnapshot = snapshot.id
    cursor = loadedSnapshot
    waiting = false
    logger?.info({ chainId, block: blockNumber.toString(), pools: states.length }, 'feed: snapshot loaded')
    return true
  }

  /** Applies one entry; true when the replica resynced from a snapshot (the cursor moved back to it). */
  async function handle(target: PoolStateFeed, id: string, fields: Map<string, Buffer>): Promise<boolean> {
    const text = (name: string) => fields.get(name)?.toString() ?? ''
    if (text('v') !== '1') {
      target.fail(new StaleStateError(`A feed entry is in version ${text('v')}; this server reads version 1.`))
      return false
    }
    // Halted: every entry (a beat too) is a chance that a newer snapshot is there.
    if (waiting) return resync(target)
    const type = text('type')
    const blockHash = text('hash') as Hash
    const confirmedAt = Number(text('at'))
    if (type === 'beat') {
      target.confirm({ blockHash, confirmedAt })
      return false
    }
    let reason = 'A new leader published a full snapshot.'
    if (type === 'block') {
      const { changed, removed } = decodeFeedStates({ data: fields.get('data') ?? Buffer.alloc(0) })
      const failed = target.apply({ blockNumber: BigInt(text('block')), blockHash, parentHash: text('parent') as Hash, changed, removed, confirmedAt })
      if (failed === undefined) return false
      reason = failed
    }
    if (await resync(target)) return true
    waiting = true
    // The latest snapshot is the one loaded: the leader writes a fresh one on request, at its next lease renewal.
    await redis.set(keys.resync, id)
    if (type === 'reset') target.fail(new StaleStateError(`The feed's reset at ${id} has no snapshot.`))
    else logger?.warn({ chainId, entry: id, reason }, 'feed: waiting for a newer snapshot')
    return false
  }

  /**
   * Reads the entries after the cursor and applies them in order: waits up to `blockMs` for one when
   * `wait`, else takes only those already there. Resolves to how many it read.
   */
  async function readEntries(target: PoolStateFeed, wait: boolean): Promise<number> {
    const reply = wait
      ? await redis.xreadBuffer('COUNT', BATCH, 'BLOCK', blockMs, 'STREAMS', keys.stream, cursor)
      : await redis.xreadBuffer('COUNT', BATCH, 'STREAMS', keys.stream, cursor)
    let read = 0
    for (const [, entries] of reply ?? [])
      for (const [idBuffer, list] of entries) {
        const id = idBuffer.toString()
        const fields = new Map<string, Buffer>()
        for (let i = 0; i + 1 < list.length; i += 2) fields.set(list[i]!.toString(), list[i + 1]!)
        cursor = id
        read++
        if (await handle(target, id, fields)) return read
      }
    return read
  }

  async function read(target: PoolStateFeed) {
    while (running) {
      try {
        if (loadedSnapshot === undefined && !(await resync(target))) target.fail(new StaleStateError('No snapshot in the feed yet: is a follower publishing?'))
        await readEntries(target, true)
      } catch (error) {
        if (!running) return
        fail(target, error)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, RETRY_MS)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    }
  }

  /** Nothing is known of the entries meanwhile: the next state comes from a snapshot. */
  function fail(target: PoolStateFeed, error: unknown) {
    loadedSnapshot = undefined
    target.fail(new StaleStateError(`The feed could not be read: ${(error as Error).message}`, { cause: error }))
  }

  return {
    async start(target) {
      if (running) return
      running = true
      try {
        // The snapshot, then the entries already published after it: the first state given is the
        // feed's latest (a snapshot taken up to `snapshotEveryBlocks` ago may be older than `maxStateAgeSeconds`).
        if (await resync(target)) while ((await readEntries(target, false)) > 0);
      } catch (error) {
        fail(target, error)
      }
      loop = read(target)
    },
    async stop() {
      running = false
      wake?.()
      redis.disconnect()
      await loop
    },
  }
}
