import { type FindRouteParameters, findRoute } from '../solver/findRoute.js'
import type { Route } from '../types/Route.js'
import { computePriceImpact } from './computePriceImpact.js'

export type QuoteRouteParameters = FindRouteParameters

export type QuoteRouteReturnType = {
  route: Route
  /** Price impact in percent (fees included); null when unavailable. */
  priceImpactPct: number | null
  /** Block of the snapshot the quote was computed on. */
  blockNumber: bigint
}

/**
 * One quote on a snapshot of pools: the best route (`findRoute`, amounts exactly re-simulated),
 * its price impact against the graph's marginal price, and the snapshot's block.
 */
export function quoteRoute(parameters: QuoteRouteParameters): QuoteRouteReturnType {
  const route = findRoute(parameters)
  return {
    route,
    priceImpactPct: computePriceImpact({ route, simulators: parameters.snapshot.simulators }),
    blockNumber: parameters.snapshot.blockNumber,
  }
}
