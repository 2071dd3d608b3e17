import type { PoolEdge, PoolGraph } from './buildPoolGraph.js'

export type DeepestEdgesParameters = {
  graph: PoolGraph
  /** Lower-cased token address. */
  token: string
  count: number
}

export type DeepestEdgesReturnType = readonly PoolEdge[]

const cache = new WeakMap<PoolGraph, Map<string, PoolEdge[]>>()

/**
 * The `count` edges leaving `token` with the largest virtual reserve of it (`PoolEdge.depth`,
 * in the token's own units, so comparable; unknown depth first). Sorted once per graph and token.
 */
export function deepestEdges({ graph, token, count }: DeepestEdgesParameters): DeepestEdgesReturnType {
  let byToken = cache.get(graph)
  if (!byToken) cache.set(graph, (byToken = new Map()))
  let sorted = byToken.get(token)
  if (!sorted) {
    sorted = [...(graph.edgesFrom.get(token) ?? [])].sort((a, b) => (b.depth === a.depth ? 0 : b.depth > a.depth ? 1 : -1))
    byToken.set(token, sorted)
  }
  return sorted.length > count ? sorted.slice(0, count) : sorted
}
