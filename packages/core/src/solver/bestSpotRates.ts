import type { SwapMode } from '../types/Route.js'
import type { PoolEdge, PoolGraph } from './buildPoolGraph.js'

export type BestSpotRatesParameters = {
  graph: PoolGraph
  mode: SwapMode
  /** Lower-cased address of the end the candidate search walks to: `tokenOut` (sell) or `tokenIn` (buy). */
  goal: string
  maxHops: number
  isAllowed: (edge: PoolEdge) => boolean
}

export type BestSpotRatesReturnType = {
  /**
   * Lower-cased token → the best rate, at spot prices net of fees, of any path of at most
   * `maxHops - 1` allowed pools between the token and the goal: sell, goal units per token unit
   * (token → goal); buy, token units per goal unit (goal → token).
   */
  rates: ReadonlyMap<string, number>
  /** Lower-cased token → fewest allowed pools between it and the goal (at most `maxHops - 1`). */
  hops: ReadonlyMap<string, number>
}

/**
 * Upper bounds and hop distances for the candidate search, in one pass from the goal. A pool's
 * output never exceeds its input times its spot price net of its fee (its price only moves
 * against the trader), so `amount × rate` bounds what a partial path holding `amount` of a token
 * can still deliver (sell), and `amount / rate` the least input it can need (buy). Bellman–Ford
 * on the graph's spot rates: no quote is made.
 */
export function bestSpotRates({ graph, mode, goal, maxHops, isAllowed }: BestSpotRatesParameters): BestSpotRatesReturnType {
  const rates = new Map<string, number>([[goal, 1]])
  const hops = new Map<string, number>([[goal, 0]])
  let frontier = [goal]
  for (let hop = 1; hop < maxHops && frontier.length > 0; hop++) {
    const improved = new Set<string>()
    for (const token of frontier) {
      const rate = rates.get(token) as number
      for (const edge of graph.edgesFrom.get(token) ?? []) {
        // Sell: other → token (the twin's direction); buy: token → other.
        const spot = mode === 'sell' ? edge.twin.rate : edge.rate
        if (spot === 0 || !isAllowed(edge)) continue
        const other = edge.outKey
        if (!hops.has(other)) hops.set(other, hop)
        const candidate = rate * spot
        if (candidate > (rates.get(other) ?? 0)) {
          rates.set(other, candidate)
          improved.add(other)
        }
      }
    }
    frontier = [...improved]
  }
  return { rates, hops }
}
