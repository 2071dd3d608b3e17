import type { Competition, CompetitionStore, StoredQuote } from './Competition.js'
import { CompetitionStoreFullError } from './metaErrors.js'

export type CreateMemoryCompetitionStoreParameters = {
  /** How long after its expiry a competition is kept (to answer 410), in milliseconds. */
  retentionMs: number
  /** Most competitions kept at once (expired ones included). Default 10,000. */
  maxCompetitions?: number | undefined
  /** Most bytes of competitions and quotes (as JSON) kept at once. Default 64 MiB. */
  maxBytes?: number | undefined
}

/** How often, at most, dropped competitions are swept (ms). */
const SWEEP_INTERVAL = 60_000

type Entry = { competition: Competition; quotes: Map<string, StoredQuote>; dropAt: number; bytes: number }

const sizeOf = (value: Competition | StoredQuote) => Buffer.byteLength(JSON.stringify(value))

/**
 * Competitions in this process's memory (one server instance), capped in count and bytes. When
 * full, expired competitions (kept only to answer 410) make room first, oldest first; when every
 * one is still open, a new competition or quote fails with `CompetitionStoreFullError`, whose
 * `retryAfterSeconds` is when the first open one expires.
 */
export function createMemoryCompetitionStore({
  retentionMs,
  maxCompetitions = 10_000,
  maxBytes = 64 * 1024 * 1024,
}: CreateMemoryCompetitionStoreParameters): CompetitionStore {
  // Insertion order is creation order: the first entries expire first (one TTL for all).
  const entries = new Map<string, Entry>()
  let bytes = 0
  let sweptAt = 0
  const drop = (id: string, entry: Entry) => {
    entries.delete(id)
    bytes -= entry.bytes
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
  /** Makes room for `count` more competitions and `size` more bytes, dropping expired ones; throws when open ones fill the store. */
  const makeRoom = (count: number, size: number) => {
    const fits = () => entries.size + count <= maxCompetitions && bytes + size <= maxBytes
    const now = Date.now()
    for (const [id, entry] of entries) {
      if (fits()) return
      if (Date.parse(entry.competition.expiresAt) <= now) drop(id, entry)
    }
    if (fits()) return
    const firstExpiry = Math.min(...[...entries.values()].map((entry) => Date.parse(entry.competition.expiresAt)))
    throw new CompetitionStoreFullError({ retryAfterSeconds: Math.max(1, Math.ceil((firstExpiry - now) / 1000)) })
  }
  return {
    async create(competition) {
      live('')
      const size = sizeOf(competition)
      makeRoom(1, size)
      entries.set(competition.competitionId, { competition, quotes: new Map(), dropAt: Date.parse(competition.expiresAt) + retentionMs, bytes: size })
      bytes += size
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
