import { type PoolEdge, type PoolGraph, poolEdgeListOrigin } from './buildPoolGraph.js'

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
    sorted = fromOrigin(edges) ?? [...edges]
    sorted.sort(byDepth)
    cache.set(edges, sorted)
  }
  return sorted.length > count ? sorted.slice(0, count) : sorted
}

/** Deepest first; equal depths in pool order, so that the order never depends on how the list was made. */
const byDepth = (a: PoolEdge, b: PoolEdge) => (b.depth === a.depth ? a.index - b.index : b.depth > a.depth ? 1 : -1)

/**
 * The edges in nearly the right order, when the list is a patched copy of one already sorted: the
 * old order with each changed pool's new edge in its old edge's place and new pools' edges at
 * the end, which the sort then fixes in little more than one pass.
 */
function fromOrigin(edges: readonly PoolEdge[]): PoolEdge[] | undefined {
  const origin = poolEdgeListOrigin(edges)
  const sorted = origin && cache.get(origin)
  if (!origin || !sorted) return undefined
  const replaced = new Map<PoolEdge, PoolEdge>()
  for (let i = 0; i < origin.length; i++) if (origin[i] !== edges[i]) replaced.set(origin[i] as PoolEdge, edges[i] as PoolEdge)
  const nearly = replaced.size === 0 ? [...sorted] : sorted.map((edge) => replaced.get(edge) ?? edge)
  for (let i = origin.length; i < edges.length; i++) nearly.push(edges[i] as PoolEdge)
  return nearly
}
