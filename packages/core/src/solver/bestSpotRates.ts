import type { SwapMode } from '../types/Route.js'
import type { PoolEdge, PoolGraph } from './buildPoolGraph.js'

export type BestSpotRatesParameters = {
  graph: PoolGraph
  mode: SwapMode
  /** Lower-cased address of the end the candidate search walks to: `tokenOut` (sell) or `tokenIn` (buy). */
  goal: string
  maxHops: number
  /** Absent when every pool is allowed: the answer is then kept per graph (a few goals are asked often). */
  isAllowed?: ((edge: PoolEdge) => boolean) | undefined
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
  const neighbours = isAllowed
    ? (token: string) => filteredNeighbours(graph, token, mode, isAllowed)
    : (token: string) => collapsedNeighbours(graph, token, mode)
  return relax({ goal, maxHops, neighbours })
}

/** A token's neighbours and, per neighbour, the best spot rate of the pools between them in the direction the pass walks. */
type Neighbours = { keys: readonly string[]; rates: Float64Array }

const collapsed = new WeakMap<PoolGraph, { sell: Map<string, Neighbours>; buy: Map<string, Neighbours> }>()

/** Parallel pools collapsed to their best rate, once per graph: hub pairs have hundreds of pools. */
function collapsedNeighbours(graph: PoolGraph, token: string, mode: BestSpotRatesParameters['mode']): Neighbours {
  let byMode = collapsed.get(graph)
  if (!byMode) collapsed.set(graph, (byMode = { sell: new Map(), buy: new Map() }))
  const byToken = mode === 'sell' ? byMode.sell : byMode.buy
  let neighbours = byToken.get(token)
  if (!neighbours) {
    const pairs = graph.edgesBetween.get(token)
    const keys = [...(pairs?.keys() ?? [])]
    const rates = new Float64Array(keys.length)
    keys.forEach((other, i) => {
      for (const edge of pairs?.get(other) ?? []) {
        const spot = mode === 'sell' ? edge.twin.rate : edge.rate
        if (spot > (rates[i] as number)) rates[i] = spot
      }
    })
    neighbours = { keys, rates }
    byToken.set(token, neighbours)
  }
  return neighbours
}

function filteredNeighbours(graph: PoolGraph, token: string, mode: BestSpotRatesParameters['mode'], isAllowed: (edge: PoolEdge) => boolean): Neighbours {
  const edges = graph.edgesFrom.get(token) ?? []
  const rates = new Float64Array(edges.length)
  edges.forEach((edge, i) => {
    rates[i] = isAllowed(edge) ? (mode === 'sell' ? edge.twin.rate : edge.rate) : 0
  })
  return { keys: edges.map((edge) => edge.outKey), rates }
}

/** Bellman–Ford from the goal, `maxHops - 1` rounds. */
function relax({ goal, maxHops, neighbours }: { goal: string; maxHops: number; neighbours: (token: string) => Neighbours }): BestSpotRatesReturnType {
  const rates = new Map<string, number>([[goal, 1]])
  const hops = new Map<string, number>([[goal, 0]])
  let frontier = [goal]
  for (let hop = 1; hop < maxHops && frontier.length > 0; hop++) {
    const improved = new Set<string>()
    for (const token of frontier) {
      const rate = rates.get(token) as number
      const { keys, rates: spots } = neighbours(token)
      for (let i = 0; i < keys.length; i++) {
        // Sell: other → token; buy: token → other.
        const spot = spots[i] as number
        if (spot === 0) continue
        const other = keys[i] as string
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
