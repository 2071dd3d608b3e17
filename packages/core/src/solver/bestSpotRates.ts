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
  const tokens = tokenIndex(graph)
  const start = tokens.ids.get(goal)
  if (start === undefined) return { rates: new Map([[goal, 1]]), hops: new Map([[goal, 0]]) }
  const neighbours = isAllowed
    ? (token: number) => filteredNeighbours(graph, tokens, token, mode, isAllowed)
    : (token: number) => collapsedNeighbours(graph, tokens, token, mode)
  const count = tokens.keys.length
  const rates = new Float64Array(count)
  const hops = new Int32Array(count).fill(-1)
  const improved = new Uint8Array(count)
  rates[start] = 1
  hops[start] = 0
  const reached = [start]
  let frontier = [start]
  for (let hop = 1; hop < maxHops && frontier.length > 0; hop++) {
    const next: number[] = []
    for (const token of frontier) {
      const rate = rates[token] as number
      const { ids, spots } = neighbours(token)
      for (let i = 0; i < ids.length; i++) {
        // Sell: other → token; buy: token → other.
        const spot = spots[i] as number
        if (spot === 0) continue
        const other = ids[i] as number
        if (hops[other] === -1) {
          hops[other] = hop
          reached.push(other)
        }
        const candidate = rate * spot
        if (candidate > (rates[other] as number)) {
          rates[other] = candidate
          if (improved[other] !== hop) {
            improved[other] = hop
            next.push(other)
          }
        }
      }
    }
    frontier = next
  }
  return {
    rates: new Map(reached.map((token) => [tokens.keys[token] as string, rates[token] as number])),
    hops: new Map(reached.map((token) => [tokens.keys[token] as string, hops[token] as number])),
  }
}

/** The graph's tokens numbered, and per token and mode its neighbours with the best spot rate of the pools between them. */
type TokenIndex = { ids: Map<string, number>; keys: string[]; sell: (Neighbours | undefined)[]; buy: (Neighbours | undefined)[] }

/** Neighbour ids and, per neighbour, the best spot rate in the direction the pass walks (0: none allowed). */
type Neighbours = { ids: Int32Array; spots: Float64Array }

const indexes = new WeakMap<PoolGraph, TokenIndex>()

function tokenIndex(graph: PoolGraph): TokenIndex {
  let index = indexes.get(graph)
  if (!index) {
    const keys = [...graph.edgesFrom.keys()]
    index = { ids: new Map(keys.map((key, i) => [key, i])), keys, sell: [], buy: [] }
    indexes.set(graph, index)
  }
  return index
}

/** Parallel pools collapsed to their best rate, once per graph and token: hub pairs have hundreds of pools. */
function collapsedNeighbours(graph: PoolGraph, tokens: TokenIndex, token: number, mode: BestSpotRatesParameters['mode']): Neighbours {
  const byToken = mode === 'sell' ? tokens.sell : tokens.buy
  let neighbours = byToken[token]
  if (!neighbours) {
    const pairs = graph.edgesBetween.get(tokens.keys[token] as string)
    const others = [...(pairs?.keys() ?? [])]
    const spots = new Float64Array(others.length)
    others.forEach((other, i) => {
      for (const edge of pairs?.get(other) ?? []) {
        const spot = mode === 'sell' ? edge.twin.rate : edge.rate
        if (spot > (spots[i] as number)) spots[i] = spot
      }
    })
    neighbours = { ids: Int32Array.from(others, (other) => tokens.ids.get(other) as number), spots }
    byToken[token] = neighbours
  }
  return neighbours
}

function filteredNeighbours(
  graph: PoolGraph,
  tokens: TokenIndex,
  token: number,
  mode: BestSpotRatesParameters['mode'],
  isAllowed: (edge: PoolEdge) => boolean,
): Neighbours {
  const edges = graph.edgesFrom.get(tokens.keys[token] as string) ?? []
  const spots = Float64Array.from(edges, (edge) => (isAllowed(edge) ? (mode === 'sell' ? edge.twin.rate : edge.rate) : 0))
  return { ids: Int32Array.from(edges, (edge) => tokens.ids.get(edge.outKey) as number), spots }
}
