import type { Competition, CompetitionStore, StoredQuote } from './Competition.js'

export type CreateMemoryCompetitionStoreParameters = {
  /** How long after its expiry a competition is kept (to answer 410), in milliseconds. */
  retentionMs: number
}

/** How often, at most, dropped competitions are swept (ms). */
const SWEEP_INTERVAL = 60_000

/** Competitions in this process's memory (one server instance). */
export function createMemoryCompetitionStore({ retentionMs }: CreateMemoryCompetitionStoreParameters): CompetitionStore {
  const entries = new Map<string, { competition: Competition; quotes: Map<string, StoredQuote>; dropAt: number }>()
  let sweptAt = 0
  const live = (competitionId: string) => {
    const now = Date.now()
    // Lazy sweep: no timer to stop at shutdown.
    if (now - sweptAt > SWEEP_INTERVAL) {
      sweptAt = now
      for (const [id, entry] of entries) if (entry.dropAt <= now) entries.delete(id)
    }
    const entry = entries.get(competitionId)
    return entry && entry.dropAt > now ? entry : undefined
  }
  return {
    async create(competition) {
      live('')
      entries.set(competition.competitionId, { competition, quotes: new Map(), dropAt: Date.parse(competition.expiresAt) + retentionMs })
    },
    async get(competitionId) {
      const entry = live(competitionId)
      return entry && { competition: entry.competition, quotes: [...entry.quotes.values()] }
    },
    async putQuote(competitionId, quote) {
      live(competitionId)?.quotes.set(quote.aggregator, quote)
    },
    async deleteQuote(competitionId, aggregator) {
      live(competitionId)?.quotes.delete(aggregator)
    },
  }
}
