import type { SwapMode } from '../types/Route.js'
import type { PoolEdge, PoolGraph } from './buildPoolGraph.js'

export type BestSpotRatesParameters = {
  graph: PoolGraph
  mode: SwapMode
  /** Lower-cased address of the end the candidate search walks to: `tokenOut` (sell) or `tokenIn` (buy). */
  goal: string
  maxHops: number
  isAllowed: (edge: PoolEdge) => boolean
  /** Tokens a path may pass through; absent: any token. */
  intermediates?: ReadonlySet<string> | undefined
}

/**
 * Lower-cased token → the best rate, at spot prices net of fees, of any path of at most
 * `maxHops - 1` pools between the token and the goal: sell, goal units per token unit (token →
 * goal); buy, token units per goal unit (goal → token).
 */
export type BestSpotRatesReturnType = ReadonlyMap<string, number>

/**
 * Upper bounds for the candidate search. A pool's output never exceeds its input times its spot
 * price net of its fee (its price only moves against the trader), so `amount × rate` bounds what
 * a partial path holding `amount` of a token can still deliver (sell), and `amount / rate` the
 * least input it can need (buy). Bellman–Ford on spot prices: no quote is made.
 */
export function bestSpotRates({ graph, mode, goal, maxHops, isAllowed, intermediates }: BestSpotRatesParameters): BestSpotRatesReturnType {
  const rates = new Map<string, number>([[goal, 1]])
  let frontier = [goal]
  for (let hop = 1; hop < maxHops && frontier.length > 0; hop++) {
    const improved = new Set<string>()
    for (const token of frontier) {
      const rate = rates.get(token) as number
      for (const edge of graph.edgesFrom.get(token) ?? []) {
        const other = edge.outKey
        if ((intermediates && !intermediates.has(other)) || !isAllowed(edge)) continue
        // Sell: other → token (the twin's direction); buy: token → other.
        const step = mode === 'sell' ? edge.twin : edge
        const spot = step.simulator.spotPrice(step.tokenIn) * (1 - step.simulator.pool.fee / 1_000_000)
        if (!(spot > 0) || !Number.isFinite(spot)) continue
        const candidate = rate * spot
        if (candidate > (rates.get(other) ?? 0)) {
          rates.set(other, candidate)
          improved.add(other)
        }
      }
    }
    frontier = [...improved]
  }
  return rates
}
