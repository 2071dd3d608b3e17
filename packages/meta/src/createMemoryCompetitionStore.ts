import type { Competition, CompetitionStore, StoredQuote } from './Competition.js'
import { type CompetitionCap, CompetitionStoreFullError } from './metaErrors.js'

export type CreateMemoryCompetitionStoreParameters = {
  /** How long after its expiry a competition is kept (to answer 410), in milliseconds. */
  retentionMs: number
  /** Most competitions kept at once (expired ones included). Default 10,000. */
  maxCompetitions?: number | undefined
  /** Most bytes of competitions and quotes (as JSON) kept at once. Default 64 MiB. */
  maxBytes?: number | undefined
  /** Competitions only those created with a key may take: anonymous ones get at most `maxCompetitions - reservedForKeys`. Default 0. */
  reservedForKeys?: number | undefined
  /** Most competitions one client address holds without a key. Default: no limit but the others. */
  maxPerClient?: number | undefined
}

/** How often, at most, dropped competitions are swept (ms). */
const SWEEP_INTERVAL = 60_000

type Entry = {
  competition: Competition
  quotes: Map<string, StoredQuote>
  dropAt: number
  bytes: number
  /** The creator's address when created without a key. */
  client: string | undefined
}

const sizeOf = (value: Competition | StoredQuote) => Buffer.byteLength(JSON.stringify(value))

/**
 * Competitions in this process's memory (one server instance), capped in count and bytes, with
 * `reservedForKeys` of the count kept for competitions created with a key and at most
 * `maxPerClient` held by one address without a key. When a cap is reached, expired competitions
 * (kept only to answer 410) make room first, oldest first; when every one under that cap is still
 * open, a new competition or quote fails with `CompetitionStoreFullError`, whose `retryAfterSeconds`
 * is when the first of them expires and whose `cap` says which cap it met.
 */
export function createMemoryCompetitionStore({
  retentionMs,
  maxCompetitions = 10_000,
  maxBytes = 64 * 1024 * 1024,
  reservedForKeys = 0,
  maxPerClient = Number.POSITIVE_INFINITY,
}: CreateMemoryCompetitionStoreParameters): CompetitionStore {
  // Insertion order is creation order: the first entries expire first (one TTL for all).
  const entries = new Map<string, Entry>()
  let bytes = 0
  let anonymous = 0
  const byClient = new Map<string, number>()
  let sweptAt = 0
  const drop = (id: string, entry: Entry) => {
    entries.delete(id)
    bytes -= entry.bytes
    if (entry.client === undefined) return
    anonymous--
    const held = (byClient.get(entry.client) ?? 1) - 1
    if (held === 0) byClient.delete(entry.client)
    else byClient.set(entry.client, held)
  }
  const live = (competitionId: string) => {
    const now = Date.now()
    // Lazy sweep: no timer to stop at shutdown.
    if (now - sweptAt > SWEEP_INTERVAL) {
      sweptAt = now
      for (const [id, entry] of entries) if (entry.dropAt <= now) drop(id, entry)
    }
    const entry = entries.get(competitionId)
    return entry && entry.dropAt > now ? entry : undefined
  }
  /** The cap that `count` more competitions and `size` more bytes (by `client` without a key) would pass, if any. */
  const capPassed = (count: number, size: number, client: string | undefined): CompetitionCap | undefined => {
    if (entries.size + count > maxCompetitions || bytes + size > maxBytes) return 'store'
    if (client === undefined || count === 0) return undefined
    if ((byClient.get(client) ?? 0) + count > maxPerClient) return 'client'
    return anonymous + count > maxCompetitions - reservedForKeys ? 'anonymous' : undefined
  }
  /** Makes room, dropping expired competitions under the cap met; throws when open ones fill it. */
  const makeRoom = (count: number, size: number, client?: string) => {
    const now = Date.now()
    const under = (cap: CompetitionCap, entry: Entry) => cap === 'store' || (entry.client !== undefined && (cap === 'anonymous' || entry.client === client))
    for (const [id, entry] of entries) {
      const cap = capPassed(count, size, client)
      if (cap === undefined) return
      if (under(cap, entry) && Date.parse(entry.competition.expiresAt) <= now) drop(id, entry)
    }
    const cap = capPassed(count, size, client)
    if (cap === undefined) return
    const firstExpiry = Math.min(...[...entries.values()].filter((entry) => under(cap, entry)).map((entry) => Date.parse(entry.competition.expiresAt)))
    throw new CompetitionStoreFullError({ retryAfterSeconds: Math.max(1, Math.ceil((firstExpiry - now) / 1000)), cap })
  }
  return {
    async create(competition, creator) {
      live('')
      const size = sizeOf(competition)
      const client = competition.owner === null ? (creator?.client ?? '') : undefined
      makeRoom(1, size, client)
      entries.set(competition.competitionId, {
        competition,
        quotes: new Map(),
        dropAt: Date.parse(competition.expiresAt) + retentionMs,
        bytes: size,
        client,
      })
      bytes += size
      if (client === undefined) return
      anonymous++
      byClient.set(client, (byClient.get(client) ?? 0) + 1)
    },
    async get(competitionId) {
      const entry = live(competitionId)
      return entry && { competition: entry.competition, quotes: [...entry.quotes.values()] }
    },
    async putQuote(competitionId, quote) {
      const entry = live(competitionId)
      if (!entry) return
      const previous = entry.quotes.get(quote.aggregator)
      const size = sizeOf(quote) - (previous ? sizeOf(previous) : 0)
      makeRoom(0, size)
      if (!entries.has(competitionId)) return
      entry.quotes.set(quote.aggregator, quote)
      entry.bytes += size
      bytes += size
    },
    async deleteQuote(competitionId, aggregator) {
      const entry = live(competitionId)
      const previous = entry?.quotes.get(aggregator)
      if (!entry || !previous) return
      entry.quotes.delete(aggregator)
      const size = sizeOf(previous)
      entry.bytes -= size
      bytes -= size
    },
  }
}
