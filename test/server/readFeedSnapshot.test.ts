import { randomUUID } from 'node:crypto'
import { type PoolState, StaleStateError } from '@sluice/core'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeFeedSnapshot, FEED_SNAPSHOT_VERSION } from '../../packages/server/src/feed/encodeFeedSnapshot.js'
import { readFeedSnapshot } from '../../packages/server/src/feed/readFeedSnapshot.js'
import { startRedis } from '../support/startRedis.js'

let redisServer: Awaited<ReturnType<typeof startRedis>>
let redis: Redis
beforeAll(async () => {
  redisServer = await startRedis()
  redis = new Redis(redisServer.url)
})
afterAll(async () => {
  redis?.disconnect()
  await redisServer?.stop()
})

const hash = `0x${'ab'.repeat(32)}` as const
/** V2-shaped states of distinct pools, one tick-table-like typed array each. */
const statesOf = (count: number): PoolState[] =>
  Array.from({ length: count }, (_, i) => {
    const address = `0x${i.toString(16).padStart(40, '0')}` as const
    return {
      pool: {
        id: address,
        address,
        sourceId: 1,
        tokens: ['0x00000000000000000000000000000000000000b1', '0x00000000000000000000000000000000000000b2'],
        fee: 3000,
      },
      blockNumber: 9n,
      data: { reserve0: BigInt(i) * 10n ** 18n, reserve1: 7n, ticks: Int32Array.of(i, -i) },
    }
  })

async function writeSnapshot(key: string, id: string, states: readonly PoolState[], chunkPools: number) {
  const chunks = encodeFeedSnapshot({ states, chunkPools })
  await redis.hset(key, { v: FEED_SNAPSHOT_VERSION, id, block: '9', hash, at: '1700000000000', chunks: String(chunks.length) })
  for (const [index, chunk] of chunks.entries()) await redis.hset(key, `data${index}`, chunk)
  return chunks.length
}

test('a snapshot in chunks reads back whole and in order; none reads as undefined; no pools is one chunk holding none', async () => {
  const key = `sluice:test:${randomUUID()}:snapshot`
  expect(await readFeedSnapshot({ redis, key })).toBeUndefined()
  const states = statesOf(7)
  expect(await writeSnapshot(key, '5-0', states, 3)).toBe(3)
  expect(await readFeedSnapshot({ redis, key })).toEqual({ id: '5-0', blockNumber: 9n, blockHash: hash, confirmedAt: 1_700_000_000_000, states })
  const empty = `sluice:test:${randomUUID()}:snapshot`
  expect(await writeSnapshot(empty, '6-0', [], 3)).toBe(1)
  expect((await readFeedSnapshot({ redis, key: empty }))?.states).toEqual([])
})

test('a snapshot replaced while it is read is read again, whole; another layout version is refused', async () => {
  const key = `sluice:test:${randomUUID()}:snapshot`
  await writeSnapshot(key, '5-0', statesOf(4), 2)
  const newer = statesOf(6)
  let replaced = false
  // Between the first chunk read and the next, a leader replaces the snapshot (a newer ID, more pools).
  const racing = {
    hmget: redis.hmget.bind(redis),
    hget: redis.hget.bind(redis),
    hgetBuffer: async (k: string, field: string) => {
      const data = await redis.hgetBuffer(k, field)
      if (!replaced) {
        replaced = true
        await redis.del(key)
        await writeSnapshot(key, '8-0', newer, 2)
      }
      return data
    },
  } as Parameters<typeof readFeedSnapshot>[0]['redis']
  const read = await readFeedSnapshot({ redis: racing, key })
  expect(replaced).toBe(true)
  expect(read?.id).toBe('8-0')
  expect(read?.states).toEqual(newer)

  await redis.hset(key, 'v', '1')
  await expect(readFeedSnapshot({ redis, key })).rejects.toThrow(StaleStateError)
  await expect(readFeedSnapshot({ redis, key })).rejects.toThrow("The feed's snapshot is in version 1; this server reads version 2.")
})
