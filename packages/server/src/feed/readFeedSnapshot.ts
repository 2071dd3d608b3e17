import { type PoolState, StaleStateError } from '@sluice/core'
import type { Redis } from 'ioredis'
import type { Hash } from 'viem'
import { decodeFeedStates } from './decodeFeedStates.js'
import { FEED_SNAPSHOT_VERSION } from './encodeFeedSnapshot.js'

export type ReadFeedSnapshotParameters = {
  redis: Pick<Redis, 'hmget' | 'hget' | 'hgetBuffer'>
  /** The snapshot hash's key (`feedKeys(…).snapshot`). */
  key: string
}

export type FeedSnapshot = {
  /** The ID of the stream entry the snapshot is at. */
  id: string
  blockNumber: bigint
  blockHash: Hash
  /** When the follower last confirmed this state to be the head's (ms since the epoch). */
  confirmedAt: number
  states: PoolState[]
}

export type ReadFeedSnapshotReturnType = FeedSnapshot | undefined

/** Reads of a snapshot that a newer one replaced meanwhile, before giving up. */
const ATTEMPTS = 5

/**
 * The feed's latest snapshot (`encodeFeedSnapshot`), read and decoded one chunk at a time;
 * undefined when there is none. A leader replaces the whole hash at once, so a read whose `id` is
 * the same after its last chunk as before its first is of one snapshot; one that changed meanwhile
 * is read again. Throws `StaleStateError` for another layout version or a snapshot that kept
 * changing, `InvalidParametersError` for a chunk that cannot be decoded.
 */
export async function readFeedSnapshot({ redis, key }: ReadFeedSnapshotParameters): Promise<ReadFeedSnapshotReturnType> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [v, id, block, hash, at, chunks] = await redis.hmget(key, 'v', 'id', 'block', 'hash', 'at', 'chunks')
    if (id == null) return undefined
    if (v !== FEED_SNAPSHOT_VERSION) throw new StaleStateError(`The feed's snapshot is in version ${v}; this server reads version ${FEED_SNAPSHOT_VERSION}.`)
    if (block == null || hash == null || at == null || chunks == null) throw new StaleStateError(`The feed's snapshot ${id} lacks its block or chunks.`)
    const states: PoolState[] = []
    let whole = true
    for (let chunk = 0; chunk < Number(chunks) && whole; chunk++) {
      const data = await redis.hgetBuffer(key, `data${chunk}`)
      if (data === null) whole = false
      else for (const state of decodeFeedStates({ data }).changed) states.push(state)
    }
    if (whole && (await redis.hget(key, 'id')) === id) return { id, blockNumber: BigInt(block), blockHash: hash as Hash, confirmedAt: Number(at), states }
  }
  throw new StaleStateError(`The feed's snapshot changed while it was read, ${ATTEMPTS} times in a row.`)
}
