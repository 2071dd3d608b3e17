import type { PoolGraphSnapshot } from '../solver/findRoute.js'
import type { Simulator } from '../types/Simulator.js'

export type WithoutUnsupportedPoolsParameters = {
  snapshot: PoolGraphSnapshot
  /** Lower-cased addresses of unsupported tokens (`TokenCache.unsupported()`). */
  unsupported: ReadonlySet<string>
}

/** The last filtered list per list of simulators, with the set it was filtered by. */
const filtered = new WeakMap<readonly Simulator[], { key: string; simulators: readonly Simulator[] }>()

/**
 * The snapshot without the pools of unsupported tokens (e.g. a token whose reads burn all gas):
 * quotes must never route through a pool that a swap could not pass. The snapshot itself when
 * no token is unsupported. The same simulator list comes back for the same snapshot and set, so
 * the solver's pool graph (cached per list) is built once, not per quote.
 */
export function withoutUnsupportedPools({ snapshot, unsupported }: WithoutUnsupportedPoolsParameters): PoolGraphSnapshot {
  if (unsupported.size === 0) return snapshot
  const key = [...unsupported].sort().join()
  let entry = filtered.get(snapshot.simulators)
  if (entry?.key !== key) {
    entry = { key, simulators: snapshot.simulators.filter((simulator) => !simulator.pool.tokens.some((token) => unsupported.has(token.toLowerCase()))) }
    filtered.set(snapshot.simulators, entry)
  }
  return entry.simulators.length === snapshot.simulators.length ? snapshot : { simulators: entry.simulators, blockNumber: snapshot.blockNumber }
}
