import type { PoolEdge, PoolGraph } from './buildPoolGraph.js'

export type DeepestEdgesParameters = {
  graph: PoolGraph
  /** Lower-cased token address. */
  token: string
  count: number
}

export type DeepestEdgesReturnType = readonly PoolEdge[]

/** Sorted by the token's list of edges: a later block's graph shares the lists of tokens whose pools did not change. */
const cache = new WeakMap<readonly PoolEdge[], PoolEdge[]>()

/**
 * The `count` edges leaving `token` with the largest virtual reserve of it (`PoolEdge.depth`,
 * in the token's own units, so comparable; unknown depth first). Sorted once per list of edges.
 */
export function deepestEdges({ graph, token, count }: DeepestEdgesParameters): DeepestEdgesReturnType {
  const edges = graph.edgesFrom.get(token)
  if (!edges) return []
  let sorted = cache.get(edges)
  if (!sorted) {
    sorted = [...edges].sort((a, b) => (b.depth === a.depth ? 0 : b.depth > a.depth ? 1 : -1))
    cache.set(edges, sorted)
  }
  return sorted.length > count ? sorted.slice(0, count) : sorted
}
