import type { Redis } from 'ioredis'
import type { Competition, CompetitionStore, StoredQuote } from './Competition.js'
import { type CompetitionCap, CompetitionStoreFullError, CompetitionStoreUnavailableError } from './metaErrors.js'

export type CreateRedisCompetitionStoreParameters = {
  redis: Redis
  /** How long after its expiry a competition is kept (to answer 410), in milliseconds. */
  retentionMs: number
  /** Default `sluice:meta:`. */
  keyPrefix?: string | undefined
  /** Most competitions kept at once (expired ones included), across every instance. Default 10,000. */
  maxCompetitions?: number | undefined
  /** Most bytes of competitions and quotes (as JSON) kept at once. Default 64 MiB. */
  maxBytes?: number | undefined
  /** Competitions only those created with a key may take: anonymous ones get at most `maxCompetitions - reservedForKeys`. Default 0. */
  reservedForKeys?: number | undefined
  /** Most competitions one client address holds without a key. Default: no limit but the others. */
  maxPerClient?: number | undefined
}

/** How long a request waits for a Redis connection that is still being made (ms). */
const CONNECT_WAIT = 2_000

/**
 * Lua, run atomically: forgets competitions past their drop time, then makes room for ARGV[5]
 * more competitions and ARGV[6] more bytes by dropping expired ones, oldest first; for a
 * competition created without a key (ARGV[12] = 'anonymous'), also under the anonymous share
 * (ARGV[13]) and its client's own cap (ARGV[14], client ARGV[15]). Leaves 0 in `room` when there
 * is room, else the first open competition's expiry under the cap met (ms; -1: nothing to drop),
 * and that cap in `cap`. KEYS: index (sorted set of IDs by expiry), sizes (hash of bytes by ID),
 * total (bytes), anon (sorted set of anonymous IDs by expiry), creators (hash of client by ID);
 * each client's anonymous IDs are in the sorted set `<prefix>client:<client>`.
 */
const MAKE_ROOM = `
local index, sizes, total, anon, creators = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local now, retention, maxCount, maxBytes = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local count, size, prefix = tonumber(ARGV[5]), tonumber(ARGV[6]), ARGV[7]
local function drop(id)
  redis.call('DECRBY', total, tonumber(redis.call('HGET', sizes, id) or '0'))
  redis.call('HDEL', sizes, id)
  redis.call('ZREM', index, id)
  redis.call('ZREM', anon, id)
  local creator = redis.call('HGET', creators, id)
  if creator then
    redis.call('ZREM', prefix .. 'client:' .. creator, id)
    redis.call('HDEL', creators, id)
  end
  redis.call('DEL', prefix .. id, prefix .. id .. ':quotes')
end
for _, id in ipairs(redis.call('ZRANGEBYSCORE', index, '-inf', now - retention)) do drop(id) end
local room = 0
while redis.call('ZCARD', index) + count > maxCount or tonumber(redis.call('GET', total) or '0') + size > maxBytes do
  local first = redis.call('ZRANGE', index, 0, 0, 'WITHSCORES')
  if #first == 0 then room = -1 break end
  if tonumber(first[2]) > now then room = tonumber(first[2]) break end
  drop(first[1])
end
local cap = 'store'
if room == 0 and ARGV[12] == 'anonymous' then
  local anonMax, perClient = tonumber(ARGV[13]), tonumber(ARGV[14])
  local clientKey = prefix .. 'client:' .. ARGV[15]
  while true do
    local set
    if redis.call('ZCARD', clientKey) + 1 > perClient then set, cap = clientKey, 'client'
    elseif redis.call('ZCARD', anon) + 1 > anonMax then set, cap = anon, 'anonymous'
    else cap = 'store' break end
    local first = redis.call('ZRANGE', set, 0, 0, 'WITHSCORES')
    if #first == 0 then room = -1 break end
    if tonumber(first[2]) > now then room = tonumber(first[2]) break end
    drop(first[1])
  end
end
`

/** Creates a competition (ARGV[8] its ID, ARGV[9] its JSON, ARGV[10] its expiry, ARGV[11] its drop time) if there is room: `{ room, cap }`. */
const CREATE = `${MAKE_ROOM}
if room ~= 0 then return { room, cap } end
local id = ARGV[8]
redis.call('SET', prefix .. id, ARGV[9], 'PXAT', ARGV[11])
redis.call('ZADD', index, ARGV[10], id)
redis.call('HSET', sizes, id, size)
redis.call('INCRBY', total, size)
if ARGV[12] == 'anonymous' then
  redis.call('ZADD', anon, ARGV[10], id)
  redis.call('ZADD', prefix .. 'client:' .. ARGV[15], ARGV[10], id)
  redis.call('HSET', creators, id, ARGV[15])
end
return { 0, cap }
`

/** Sets a quote (ARGV[8] the competition's ID, ARGV[9] the aggregator, ARGV[10] the quote's JSON) if the competition is kept and there is room. */
const PUT_QUOTE = `
local stored = redis.call('GET', ARGV[7] .. ARGV[8])
if not stored then return 0 end
local quotes = ARGV[7] .. ARGV[8] .. ':quotes'
ARGV[6] = tostring(string.len(ARGV[10]) - redis.call('HSTRLEN', quotes, ARGV[9]))
${MAKE_ROOM}
if room ~= 0 then return room end
redis.call('HSET', quotes, ARGV[9], ARGV[10])
redis.call('PEXPIRE', quotes, math.max(1, redis.call('PTTL', ARGV[7] .. ARGV[8])))
redis.call('HINCRBY', sizes, ARGV[8], size)
redis.call('INCRBY', total, size)
return 0
`

/** Removes a quote (ARGV[1] prefix, ARGV[2] ID, ARGV[3] aggregator) and its bytes. */
const DELETE_QUOTE = `
local quotes = ARGV[1] .. ARGV[2] .. ':quotes'
local size = redis.call('HSTRLEN', quotes, ARGV[3])
if redis.call('HDEL', quotes, ARGV[3]) == 1 and redis.call('HEXISTS', KEYS[2], ARGV[2]) == 1 then
  redis.call('HINCRBY', KEYS[2], ARGV[2], -size)
  redis.call('DECRBY', KEYS[3], size)
end
return 0
`

/**
 * Competitions in Redis, so that every server instance on the same Redis serves them: the
 * competition as JSON under `<prefix><id>`, its quotes in the hash `<prefix><id>:quotes` (one
 * field per aggregator, so parallel quotes never overwrite each other); both keys expire
 * together, `retentionMs` after the competition does. Capped in count and bytes across the
 * instances (`<prefix>index`, `<prefix>sizes`, `<prefix>bytes` keep the account, updated
 * atomically by Lua scripts), with `reservedForKeys` of the count kept for competitions created
 * with a key and at most `maxPerClient` held by one address without one (`<prefix>anonymous`,
 * `<prefix>creators`, `<prefix>client:<client>`): when a cap is reached, expired competitions
 * under it make room first, oldest first; when every one is open, `CompetitionStoreFullError`
 * until the first expires.
 */
export function createRedisCompetitionStore({
  redis,
  retentionMs,
  keyPrefix = 'sluice:meta:',
  maxCompetitions = 10_000,
  maxBytes = 64 * 1024 * 1024,
  reservedForKeys = 0,
  maxPerClient = Number.MAX_SAFE_INTEGER,
}: CreateRedisCompetitionStoreParameters): CompetitionStore {
  const key = (id: string) => `${keyPrefix}${id}`
  const quotesKey = (id: string) => `${keyPrefix}${id}:quotes`
  const accounts = [`${keyPrefix}index`, `${keyPrefix}sizes`, `${keyPrefix}bytes`, `${keyPrefix}anonymous`, `${keyPrefix}creators`]
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
  /** Throws `CompetitionStoreFullError` when a script answered that there was no room (`room`, or `[room, cap]`). */
  const checkRoom = (answer: unknown) => {
    const [room, cap] = Array.isArray(answer) ? answer : [answer, 'store']
    const firstExpiry = Number(room)
    if (firstExpiry === 0) return
    throw new CompetitionStoreFullError({
      retryAfterSeconds: firstExpiry < 0 ? 1 : Math.max(1, Math.ceil((firstExpiry - Date.now()) / 1000)),
      cap: cap as CompetitionCap,
    })
  }
  const limits = () => [Date.now(), retentionMs, maxCompetitions, maxBytes]
  return {
    async create(competition, creator) {
      const json = JSON.stringify(competition)
      const expiresAt = Date.parse(competition.expiresAt)
      const room = await run(() =>
        redis.eval(
          CREATE,
          accounts.length,
          ...accounts,
          ...limits(),
          1,
          Buffer.byteLength(json),
          keyPrefix,
          competition.competitionId,
          json,
          expiresAt,
          expiresAt + retentionMs,
          competition.owner === null ? 'anonymous' : 'keyed',
          maxCompetitions - reservedForKeys,
          Math.min(maxPerClient, Number.MAX_SAFE_INTEGER),
          creator?.client ?? '',
        ),
      )
      checkRoom(room)
    },
    get: (competitionId) =>
      run(async () => {
        const [stored, quotes] = await Promise.all([redis.get(key(competitionId)), redis.hgetall(quotesKey(competitionId))])
        if (stored === null) return undefined
        return { competition: JSON.parse(stored) as Competition, quotes: Object.values(quotes).map((quote) => JSON.parse(quote) as StoredQuote) }
      }),
    async putQuote(competitionId, quote) {
      const json = JSON.stringify(quote)
      const room = await run(() => redis.eval(PUT_QUOTE, accounts.length, ...accounts, ...limits(), 0, 0, keyPrefix, competitionId, quote.aggregator, json))
      checkRoom(room)
    },
    deleteQuote: (competitionId, aggregator) =>
      run(async () => {
        await redis.eval(DELETE_QUOTE, accounts.length, ...accounts, keyPrefix, competitionId, aggregator)
      }),
  }
}
