import type { PoolState } from '@sluice/core'
import { encodeFeedStates } from './encodeFeedStates.js'

/** The version of the snapshot hash's layout (its `v` field): `chunks`, then `data0`, `data1`, …. */
export const FEED_SNAPSHOT_VERSION = '2'

/** Pools per chunk of a snapshot: about 1.4 MB of the sandbox's V3 pools. */
const FEED_SNAPSHOT_CHUNK_POOLS = 2_000

export type EncodeFeedSnapshotParameters = {
  states: readonly PoolState[]
  /** Default `FEED_SNAPSHOT_CHUNK_POOLS`. */
  chunkPools?: number | undefined
}

/**
 * A full snapshot as chunks of at most `chunkPools` pools, each an entry of its own
 * (`encodeFeedStates`), so a replica reads and decodes it one chunk at a time. One large value
 * would cost the replica three times its size for good: Redis's reply parser (`redis-parser`)
 * reads a large value into a buffer pool of three times its length that it keeps, which at
 * 100,000 pools was 209 MB for a 70 MB snapshot. No states give one chunk holding none.
 */
export function encodeFeedSnapshot({ states, chunkPools = FEED_SNAPSHOT_CHUNK_POOLS }: EncodeFeedSnapshotParameters): Buffer[] {
  const chunks: Buffer[] = []
  for (let start = 0; start === 0 || start < states.length; start += chunkPools)
    chunks.push(encodeFeedStates({ changed: states.slice(start, start + chunkPools), removed: [] }))
  return chunks
}
