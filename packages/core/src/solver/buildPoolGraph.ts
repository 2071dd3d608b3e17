import type { Address } from 'viem'
import type { Simulator } from '../types/Simulator.js'

/** One direction of one pool: swapping `tokenIn` for `tokenOut` through `simulator`. */
export type PoolEdge = {
  simulator: Simulator
  /** Position of the simulator in the snapshot's list (a stable pool key). */
  index: number
  tokenIn: Address
  tokenOut: Address
  /** Lower-cased `tokenIn` / `tokenOut`, the graph's token keys. */
  inKey: string
  outKey: string
  /** Spot rate net of the fee (`tokenOut` per `tokenIn`, raw units); 0 when the pool has no price. */
  rate: number
  /** The pool's virtual reserve of `tokenIn` (`Simulator.depth`); `Infinity` when unknown. */
  depth: number
  /** The same pool in the other direction. */
  twin: PoolEdge
}

/** The pools of a snapshot as a token graph, by lower-cased token address. */
export type PoolGraph = {
  /** The edges leaving each token. */
  edgesFrom: ReadonlyMap<string, readonly PoolEdge[]>
  /** The edges from one token to another (parallel pools of a pair). */
  edgesBetween: ReadonlyMap<string, ReadonlyMap<string, readonly PoolEdge[]>>
}

export type BuildPoolGraphParameters = {
  simulators: readonly Simulator[]
}

export type BuildPoolGraphReturnType = PoolGraph

const cache = new WeakMap<readonly Simulator[], PoolGraph>()
/** A simulator's two edges, kept while it lives: the next block's list holds most of the same simulators. */
const edgeCache = new WeakMap<Simulator, { index: number; forward: PoolEdge; backward: PoolEdge } | null>()

/**
 * The token graph of a snapshot's pools: each pool gives one edge per direction, with its spot
 * rate and depth read once. A snapshot's list is immutable (and its simulators are never swapped
 * on: the solver swaps on clones), so the graph is built once per list and shared by every quote,
 * and a simulator's edges are measured once and reused by the lists of later blocks that still
 * hold it at the same position.
 */
export function buildPoolGraph({ simulators }: BuildPoolGraphParameters): BuildPoolGraphReturnType {
  const cached = cache.get(simulators)
  if (cached) return cached
  const edgesFrom = new Map<string, PoolEdge[]>()
  const edgesBetween = new Map<string, Map<string, PoolEdge[]>>()
  const add = (edge: PoolEdge) => {
    const list = edgesFrom.get(edge.inKey)
    if (list) list.push(edge)
    else edgesFrom.set(edge.inKey, [edge])
    let pairs = edgesBetween.get(edge.inKey)
    if (!pairs) edgesBetween.set(edge.inKey, (pairs = new Map()))
    const parallel = pairs.get(edge.outKey)
    if (parallel) parallel.push(edge)
    else pairs.set(edge.outKey, [edge])
  }
  simulators.forEach((simulator, index) => {
    const edges = edgesOf(simulator, index)
    if (!edges) return
    add(edges.forward)
    add(edges.backward)
  })
  const graph = { edgesFrom, edgesBetween }
  cache.set(simulators, graph)
  return graph
}

/** The simulator's edges at `index`, measured once; `null` for a pool of one token with itself. */
function edgesOf(simulator: Simulator, index: number): { forward: PoolEdge; backward: PoolEdge } | null {
  const cached = edgeCache.get(simulator)
  if (cached === null || (cached && cached.index === index)) return cached
  const [token0, token1] = simulator.pool.tokens
  const key0 = token0.toLowerCase()
  const key1 = token1.toLowerCase()
  if (key0 === key1) {
    edgeCache.set(simulator, null)
    return null
  }
  const forward = { simulator, index, tokenIn: token0, tokenOut: token1, inKey: key0, outKey: key1, ...measure(simulator, token0) } as PoolEdge
  const backward = { simulator, index, tokenIn: token1, tokenOut: token0, inKey: key1, outKey: key0, ...measure(simulator, token1), twin: forward } as PoolEdge
  forward.twin = backward
  const edges = { index, forward, backward }
  edgeCache.set(simulator, edges)
  return edges
}

function measure(simulator: Simulator, tokenIn: Address): { rate: number; depth: number } {
  const spot = simulator.spotPrice(tokenIn) * (1 - simulator.fee() / 1_000_000)
  const depth = simulator.depth?.(tokenIn) ?? Infinity
  return { rate: spot > 0 && Number.isFinite(spot) ? spot : 0, depth: depth > 0 ? depth : 0 }
}
