import type { SwapMode } from '../types/Route.js'
import { type PoolEdge, type PoolGraph, poolGraphOrigin } from './buildPoolGraph.js'
import { layeredChangesSince } from './createLayeredMap.js'

export type BestSpotRatesParameters = {
  graph: PoolGraph
  mode: SwapMode
  /** Lower-cased address of the end the candidate search walks to: `tokenOut` (sell) or `tokenIn` (buy). */
  goal: string
  maxHops: number
  /** Absent when every pool is allowed (parallel pools are then collapsed once per graph). */
  isAllowed?: ((edge: PoolEdge) => boolean) | undefined
}

/** Lower-cased token → a value, computed when first asked. */
export type TokenLookup = {
  get(token: string): number | undefined
  has(token: string): boolean
}

export type BestSpotRatesReturnType = {
  /**
   * Lower-cased token → the best rate, at spot prices net of fees, of any path of at most
   * `maxHops - 1` allowed pools between the token and the goal: sell, goal units per token unit
   * (token → goal); buy, token units per goal unit (goal → token).
   */
  rates: TokenLookup
  /** Lower-cased token → fewest allowed pools between it and the goal (at most `maxHops - 1`). */
  hops: TokenLookup
}

/**
 * Upper bounds and hop distances for the candidate search. A pool's output never exceeds its
 * input times its spot price net of its fee (its price only moves against the trader), so
 * `amount × rate` bounds what a partial path holding `amount` of a token can still deliver
 * (sell), and `amount / rate` the least input it can need (buy). Bellman–Ford on the graph's spot
 * rates (parallel pools collapsed to their best), no quote made: all rounds but the last from the
 * goal, the last for each token only when it is asked about (the search asks about few; the
 * last round from the goal would visit nearly every pool of a large graph).
 */
export function bestSpotRates({ graph, mode, goal, maxHops, isAllowed }: BestSpotRatesParameters): BestSpotRatesReturnType {
  const tokens = tokenIndex(graph)
  const start = tokens.ids.get(goal)
  const sell = mode === 'sell'
  // Sell: rates into the goal (a pass from the goal walks pools backwards); buy: out of it.
  const neighbours = (token: number, inward: boolean) =>
    isAllowed ? filteredNeighbours(graph, tokens, token, inward, isAllowed) : collapsedNeighbours(graph, tokens, token, inward)
  const count = tokens.keys.length
  const rates = new Float64Array(count)
  const hops = new Int32Array(count).fill(-1)
  const improved = new Int32Array(count)
  if (start !== undefined) {
    rates[start] = 1
    hops[start] = 0
  }
  let frontier = start === undefined ? [] : [start]
  for (let hop = 1; hop < maxHops - 1 && frontier.length > 0; hop++) {
    const next: number[] = []
    // Rates of the round before: a round adds exactly one pool.
    const before = rates.slice()
    for (const token of frontier) {
      const rate = before[token] as number
      const { ids, spots } = neighbours(token, sell)
      for (let i = 0; i < ids.length; i++) {
        const spot = spots[i] as number
        const other = ids[i] as number
        // A way back into the goal is no way to it.
        if (spot === 0 || other === start) continue
        if (hops[other] === -1) hops[other] = hop
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
  // The last round for one token: through any neighbour the rounds above reached. Kept in typed
  // arrays by token id, not objects in a map: a search asks about thousands of tokens, and what a
  // quote keeps that long outlives young-generation collections (V8 then promotes it).
  const finished = new Uint8Array(count)
  const lastRates = new Float64Array(count)
  const lastHops = new Int32Array(count)
  const finish = (token: number) => {
    if (finished[token] === 1) return
    finished[token] = 1
    let rate = rates[token] as number
    let distance = hops[token] as number
    if (maxHops > 1 && distance !== 0) {
      const { ids, spots } = neighbours(token, !sell)
      for (let i = 0; i < ids.length; i++) {
        const other = ids[i] as number
        const spot = spots[i] as number
        if (spot === 0 || hops[other] === -1) continue
        if (distance === -1 || (hops[other] as number) + 1 < distance) distance = (hops[other] as number) + 1
        const candidate = (rates[other] as number) * spot
        if (candidate > rate) rate = candidate
      }
    }
    lastRates[token] = rate
    lastHops[token] = distance
  }
  const lookup = (values: Float64Array | Int32Array): TokenLookup => {
    const get = (key: string) => {
      const token = tokens.ids.get(key)
      if (token === undefined) return undefined
      finish(token)
      return lastHops[token] === -1 ? undefined : (values[token] as number)
    }
    return { get, has: (key) => get(key) !== undefined }
  }
  return { rates: lookup(lastRates), hops: lookup(lastHops) }
}

/** The graph's tokens numbered, and per token its neighbours with the best spot rate of the pools between them, each way. */
type TokenIndex = { ids: Map<string, number>; keys: string[]; inward: (Neighbours | undefined)[]; outward: (Neighbours | undefined)[] }

/** Neighbour ids and, per neighbour, the best spot rate (0: no allowed pool). */
type Neighbours = { ids: Int32Array; spots: Float64Array }

const indexes = new WeakMap<PoolGraph, TokenIndex>()

function tokenIndex(graph: PoolGraph): TokenIndex {
  let index = indexes.get(graph)
  if (!index) {
    index = carriedIndex(graph) ?? freshIndex(graph)
    indexes.set(graph, index)
  }
  return index
}

function freshIndex(graph: PoolGraph): TokenIndex {
  const keys = [...graph.edgesFrom.keys()]
  return { ids: new Map(keys.map((key, i) => [key, i])), keys, inward: [], outward: [] }
}

/**
 * A patched graph's index from its origin's: the same token ids (a patch keeps the tokens in
 * order and appends new ones), and the collapsed neighbours of every token whose map of pairs
 * the patch left as it was (a changed pool's tokens get theirs copied, so they are measured anew).
 */
function carriedIndex(graph: PoolGraph): TokenIndex | undefined {
  const origin = poolGraphOrigin(graph)
  const before = origin && indexes.get(origin)
  if (!origin || !before) return undefined
  let { ids, keys } = before
  if (graph.edgesFrom.size > keys.length) {
    keys = [...graph.edgesFrom.keys()]
    ids = new Map(ids)
    for (let i = before.keys.length; i < keys.length; i++) ids.set(keys[i] as string, i)
  }
  const unchanged = (key: string) => graph.edgesBetween.get(key) === origin.edgesBetween.get(key)
  // A patch layers the token map over its origin's: only the tokens among its changes need a look.
  const layered = layeredChangesSince({ map: graph.edgesBetween, origin: origin.edgesBetween })
  if (layered) {
    const index: TokenIndex = { ids, keys, inward: before.inward.slice(), outward: before.outward.slice() }
    for (const key of layered.changes.keys()) {
      const token = ids.get(key) as number
      if (unchanged(key)) continue
      index.inward[token] = undefined
      index.outward[token] = undefined
    }
    return index
  }
  const index: TokenIndex = { ids, keys, inward: [], outward: [] }
  for (const [from, to] of [
    [before.inward, index.inward],
    [before.outward, index.outward],
  ] as const)
    from.forEach((neighbours, token) => {
      if (neighbours && unchanged(keys[token] as string)) to[token] = neighbours
    })
  return index
}

/**
 * A token's neighbours with the best rate of the pools between them, into the token (`inward`)
 * or out of it, once per graph and token: hub pairs have hundreds of pools.
 */
function collapsedNeighbours(graph: PoolGraph, tokens: TokenIndex, token: number, inward: boolean): Neighbours {
  const byToken = inward ? tokens.inward : tokens.outward
  let neighbours = byToken[token]
  if (!neighbours) {
    const key = tokens.keys[token] as string
    const pairs = graph.edgesBetween.get(key)
    const spotOf = (other: string) => {
      let spot = 0
      for (const edge of pairs?.get(other) ?? []) {
        const rate = inward ? edge.twin.rate : edge.rate
        if (rate > spot) spot = rate
      }
      return spot
    }
    neighbours = (pairs && updatedNeighbours({ graph, tokens, token, inward, pairs, spotOf })) ?? {
      ids: Int32Array.from(pairs?.keys() ?? [], (other) => tokens.ids.get(other) as number),
      spots: Float64Array.from(pairs?.keys() ?? [], spotOf),
    }
    byToken[token] = neighbours
  }
  return neighbours
}

type UpdatedNeighboursParameters = {
  graph: PoolGraph
  tokens: TokenIndex
  token: number
  inward: boolean
  /** The token's pairs in `graph`. */
  pairs: ReadonlyMap<string, readonly PoolEdge[]>
  /** The best spot rate between the token and another, in `graph`. */
  spotOf: (other: string) => number
}

/**
 * A token's collapsed neighbours from its origin graph's, when its pairs were layered over the
 * origin's: the same neighbours in the same places, the spot rates of the changed pairs measured
 * anew, new neighbours after them (what a new measure of every pair gives; a hub has thousands
 * of pairs and a block changes a few). Undefined when the origin's are not at hand.
 */
function updatedNeighbours({ graph, tokens, token, inward, pairs, spotOf }: UpdatedNeighboursParameters): Neighbours | undefined {
  const origin = poolGraphOrigin(graph)
  const previous = origin && (inward ? indexes.get(origin)?.inward : indexes.get(origin)?.outward)?.[token]
  const before = origin?.edgesBetween.get(tokens.keys[token] as string)
  const layered = previous && before && layeredChangesSince({ map: pairs, origin: before })
  if (!previous || !before || !layered) return undefined
  const ids = new Int32Array(pairs.size)
  const spots = new Float64Array(pairs.size)
  ids.set(previous.ids)
  spots.set(previous.spots)
  const places = basePlaces(layered.base)
  let added = layered.base.size
  for (const [other, edges] of layered.changes) {
    const at = places.get(other) ?? added++
    if (at < previous.ids.length && edges === before.get(other)) continue
    ids[at] = tokens.ids.get(other) as number
    spots[at] = spotOf(other)
  }
  return { ids, spots }
}

/** Each key's place in a base map's order, once per base (bases are immutable, and shared block after block). */
const places = new WeakMap<ReadonlyMap<string, unknown>, Map<string, number>>()

function basePlaces(base: ReadonlyMap<string, unknown>): Map<string, number> {
  let known = places.get(base)
  if (!known) {
    known = new Map()
    for (const key of base.keys()) known.set(key, known.size)
    places.set(base, known)
  }
  return known
}

function filteredNeighbours(graph: PoolGraph, tokens: TokenIndex, token: number, inward: boolean, isAllowed: (edge: PoolEdge) => boolean): Neighbours {
  const edges = graph.edgesFrom.get(tokens.keys[token] as string) ?? []
  const spots = Float64Array.from(edges, (edge) => (isAllowed(edge) ? (inward ? edge.twin.rate : edge.rate) : 0))
  return { ids: Int32Array.from(edges, (edge) => tokens.ids.get(edge.outKey) as number), spots }
}
