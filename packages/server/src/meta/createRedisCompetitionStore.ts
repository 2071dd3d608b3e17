import type { Redis } from 'ioredis'
import type { Competition, CompetitionStore, StoredQuote } from './Competition.js'
import { CompetitionStoreUnavailableError } from './metaErrors.js'

export type CreateRedisCompetitionStoreParameters = {
  redis: Redis
  /** How long after its expiry a competition is kept (to answer 410), in milliseconds. */
  retentionMs: number
  /** Default `sluice:meta:`. */
  keyPrefix?: string | undefined
}

/** How long a request waits for a Redis connection that is still being made (ms). */
const CONNECT_WAIT = 2_000

/**
 * Competitions in Redis, so that every server instance on the same Redis serves them: the
 * competition as JSON under `<prefix><id>`, its quotes in the hash `<prefix><id>:quotes` (one
 * field per aggregator, so parallel quotes never overwrite each other); both keys expire
 * together, `retentionMs` after the competition does.
 */
export function createRedisCompetitionStore({ redis, retentionMs, keyPrefix = 'sluice:meta:' }: CreateRedisCompetitionStoreParameters): CompetitionStore {
  const key = (id: string) => `${keyPrefix}${id}`
  const quotesKey = (id: string) => `${keyPrefix}${id}:quotes`
  const run = async <result>(command: () => Promise<result>): Promise<result> => {
    try {
      if (redis.status !== 'ready')
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('Redis is not connected.')), CONNECT_WAIT)
          redis.once('ready', () => {
            clearTimeout(timer)
            resolve()
          })
        })
      return await command()
    } catch (cause) {
      throw new CompetitionStoreUnavailableError({ cause })
    }
  }
  const dropAt = (competition: Competition) => Date.parse(competition.expiresAt) + retentionMs
  return {
    create: (competition) =>
      run(async () => {
        await redis.set(key(competition.competitionId), JSON.stringify(competition), 'PXAT', dropAt(competition))
      }),
    get: (competitionId) =>
      run(async () => {
        const [stored, quotes] = await Promise.all([redis.get(key(competitionId)), redis.hgetall(quotesKey(competitionId))])
        if (stored === null) return undefined
        return { competition: JSON.parse(stored) as Competition, quotes: Object.values(quotes).map((quote) => JSON.parse(quote) as StoredQuote) }
      }),
    putQuote: (competitionId, quote) =>
      run(async () => {
        const stored = await redis.get(key(competitionId))
        if (stored === null) return
        await redis
          .multi()
          .hset(quotesKey(competitionId), quote.aggregator, JSON.stringify(quote))
          .pexpireat(quotesKey(competitionId), dropAt(JSON.parse(stored) as Competition))
          .exec()
      }),
    deleteQuote: (competitionId, aggregator) =>
      run(async () => {
        await redis.hdel(quotesKey(competitionId), aggregator)
      }),
  }
}
