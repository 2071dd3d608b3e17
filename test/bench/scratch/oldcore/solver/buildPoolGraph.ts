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
  /** The same pool in the other direction. */
  twin: PoolEdge
}

/** The pools of a snapshot as a token graph: the edges leaving each token (by lower-cased address). */
export type PoolGraph = {
  edgesFrom: ReadonlyMap<string, readonly PoolEdge[]>
  /** The tokens with the most pools (the graph's hubs), most first. */
  connectors: readonly string[]
}

export type BuildPoolGraphParameters = {
  simulators: readonly Simulator[]
}

export type BuildPoolGraphReturnType = PoolGraph

/** Hubs kept as connectors. */
const CONNECTORS = 32

const cache = new WeakMap<readonly Simulator[], PoolGraph>()

/**
 * The token graph of a snapshot's pools: each pool gives one edge per direction. A snapshot's
 * list is immutable, so the graph is built once per list and shared by every quote on it.
 */
export function buildPoolGraph({ simulators }: BuildPoolGraphParameters): BuildPoolGraphReturnType {
  const cached = cache.get(simulators)
  if (cached) return cached
  const edgesFrom = new Map<string, PoolEdge[]>()
  const add = (edge: PoolEdge) => {
    const list = edgesFrom.get(edge.inKey)
    if (list) list.push(edge)
    else edgesFrom.set(edge.inKey, [edge])
  }
  simulators.forEach((simulator, index) => {
    const [token0, token1] = simulator.pool.tokens
    const key0 = token0.toLowerCase()
    const key1 = token1.toLowerCase()
    if (key0 === key1) return
    const forward = { simulator, index, tokenIn: token0, tokenOut: token1, inKey: key0, outKey: key1 } as PoolEdge
    const backward = { simulator, index, tokenIn: token1, tokenOut: token0, inKey: key1, outKey: key0, twin: forward } as PoolEdge
    forward.twin = backward
    add(forward)
    add(backward)
  })
  const connectors = [...edgesFrom.keys()].sort((a, b) => (edgesFrom.get(b)?.length ?? 0) - (edgesFrom.get(a)?.length ?? 0)).slice(0, CONNECTORS)
  const graph = { edgesFrom, connectors }
  cache.set(simulators, graph)
  return graph
}
