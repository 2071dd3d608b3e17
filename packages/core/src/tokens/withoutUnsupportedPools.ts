import type { PoolGraphSnapshot } from '../solver/findRoute.js'

export type WithoutUnsupportedPoolsParameters = {
  snapshot: PoolGraphSnapshot
  /** Lower-cased addresses of unsupported tokens (`TokenCache.unsupported()`). */
  unsupported: ReadonlySet<string>
}

/**
 * The snapshot without the pools of unsupported tokens (e.g. a token whose reads burn all gas):
 * quotes must never route through a pool that a swap could not pass. The snapshot itself when
 * no token is unsupported.
 */
export function withoutUnsupportedPools({ snapshot, unsupported }: WithoutUnsupportedPoolsParameters): PoolGraphSnapshot {
  if (unsupported.size === 0) return snapshot
  const simulators = snapshot.simulators.filter((simulator) => !simulator.pool.tokens.some((token) => unsupported.has(token.toLowerCase())))
  return simulators.length === snapshot.simulators.length ? snapshot : { simulators, blockNumber: snapshot.blockNumber }
}
