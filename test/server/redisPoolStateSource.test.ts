import { randomUUID } from 'node:crypto'
import type { PoolStateFeed } from '@sluice/core'
import { Redis } from 'ioredis'
import type { Hash } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRedisPoolStateSource } from '../../packages/server/src/feed/createRedisPoolStateSource.js'
import { FEED_SNAPSHOT_VERSION } from '../../packages/server/src/feed/encodeFeedSnapshot.js'
import { encodeFeedStates } from '../../packages/server/src/feed/encodeFeedStates.js'
import { feedKeys } from '../../packages/server/src/feed/feedKeys.js'
import { startRedis } from '../support/startRedis.js'

let redisServer: Awaited<ReturnType<typeof startRedis>>
beforeAll(async () => {
  redisServer = await startRedis()
})
afterAll(() => redisServer?.stop())

const hashOf = (block: number) => `0x${block.toString(16).padStart(64, '0')}` as Hash
const empty = encodeFeedStates({ changed: [], removed: [] })

/** What the source gave the store, in order. */
function recordingFeed() {
  const given: string[] = []
  const feed: PoolStateFeed = {
    reset: ({ blockNumber }) => void given.push(`reset ${blockNumber}`),
    apply: ({ blockNumber }) => void given.push(`apply ${blockNumber}`),
    confirm: ({ blockHash }) => void given.push(`confirm ${BigInt(blockHash)}`),
    fail: (error) => void given.push(`fail ${error.message}`),
  }
  return { given, feed }
}

test("a replica's start gives the snapshot and the entries already published after it, not the snapshot alone", async () => {
  const keyPrefix = `test-${randomUUID()}`
  const keys = feedKeys({ keyPrefix, chainId: 999 })
  const redis = new Redis(redisServer.url)
  const at = String(Date.now())
  // The snapshot is at block 10's entry; blocks 11 and 12 and a beat at 12 came after it.
  const snapshotId = await redis.xadd(
    keys.stream,
    '*',
    'v',
    '1',
    'type',
    'reset',
    'block',
    '10',
    'hash',
    hashOf(10),
    'parent',
    hashOf(9),
    'at',
    at,
    'data',
    empty,
  )
  await redis.hset(keys.snapshot, { v: FEED_SNAPSHOT_VERSION, id: snapshotId!, block: '10', hash: hashOf(10), at, chunks: '1', data0: empty })
  for (const block of [11, 12])
    await redis.xadd(
      keys.stream,
      '*',
      'v',
      '1',
      'type',
      'block',
      'block',
      String(block),
      'hash',
      hashOf(block),
      'parent',
      hashOf(block - 1),
      'at',
      at,
      'data',
      empty,
    )
  await redis.xadd(keys.stream, '*', 'v', '1', 'type', 'beat', 'block', '12', 'hash', hashOf(12), 'parent', hashOf(11), 'at', at, 'data', '')
  const source = createRedisPoolStateSource({ redis: new Redis(redisServer.url), chainId: 999, feed: { keyPrefix }, blockMs: 100 })
  const { given, feed } = recordingFeed()
  try {
    await source.start(feed)
    expect(given).toEqual(['reset 10', 'apply 11', 'apply 12', 'confirm 12'])
  } finally {
    await source.stop()
    redis.disconnect()
  }
})
