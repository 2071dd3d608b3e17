import { type FindRouteParameters, findRoute } from '../solver/findRoute.js'
import type { Route } from '../types/Route.js'
import { computePriceImpact } from './computePriceImpact.js'

export type QuoteRouteParameters = FindRouteParameters

export type QuoteRouteReturnType = {
  route: Route
  /** The best single path's amounts for the same order (`findRoute`): what splitting gained over. */
  bestSinglePath: { amountIn: bigint; amountOut: bigint } | undefined
  /** Price impact in percent (fees included); null when unavailable. */
  priceImpactPct: number | null
  /** Block of the snapshot the quote was computed on. */
  blockNumber: bigint
}

/**
 * One quote on a snapshot of pools: the best route (`findRoute`, amounts exactly re-simulated),
 * the best single path's amounts beside it, its price impact against the graph's marginal price,
 * and the snapshot's block.
 */
export function quoteRoute(parameters: QuoteRouteParameters): QuoteRouteReturnType {
  const found = findRoute(parameters)
  // The route's fields by name: a rest pattern (`{ bestSinglePath, ...route }`) copies through a slow generic path.
  const route: Route = {
    mode: found.mode,
    tokenIn: found.tokenIn,
    tokenOut: found.tokenOut,
    amountIn: found.amountIn,
    amountOut: found.amountOut,
    paths: found.paths,
    gas: found.gas,
    blockNumber: found.blockNumber,
  }
  return {
    route,
    bestSinglePath: found.bestSinglePath,
    priceImpactPct: computePriceImpact({ route, simulators: parameters.snapshot.simulators }),
    blockNumber: parameters.snapshot.blockNumber,
  }
}
