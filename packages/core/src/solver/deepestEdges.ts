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
/** The first `count` of a sorted list, kept with it: a hub's thousands of edges are asked for by every search through it. */
const tops = new WeakMap<readonly PoolEdge[], { count: number; top: readonly PoolEdge[] }>()

/**
 * The `count` edges leaving `token` with the largest virtual reserve of it (`PoolEdge.depth`,
 * in the token's own units, so comparable; unknown depth first). Sorted once per list of edges
 * (a patched list's sort is brought up to date from its origin's).
 */
export function deepestEdges({ graph, token, count }: DeepestEdgesParameters): DeepestEdgesReturnType {
  const edges = graph.edgesFrom.get(token)
  if (!edges) return []
  let sorted = cache.get(edges)
  if (!sorted) {
    sorted = fromOrigin(edges) ?? [...edges].sort(byDepth)
    cache.set(edges, sorted)
  }
  if (sorted.length <= count) return sorted
  const known = tops.get(sorted)
  if (known?.count === count) return known.top
  const top = sorted.slice(0, count)
  tops.set(sorted, { count, top })
  return top
}

/** Deepest first; equal depths in pool order, so that the order never depends on how the list was made. */
const byDepth = (a: PoolEdge, b: PoolEdge) => (b.depth === a.depth ? a.index - b.index : b.depth > a.depth ? 1 : -1)

/**
 * The edges sorted from the sort of the list they were patched from: the old order without the
 * changed pools' old edges, merged with their new edges and new pools' edges (sorted apart; a
 * block changes few pools), in one pass rather than a sort of a hub's thousands of edges.
 */
function fromOrigin(edges: readonly PoolEdge[]): PoolEdge[] | undefined {
  const origin = poolEdgeListOrigin(edges)
  const sorted = origin && cache.get(origin)
  if (!origin || !sorted) return undefined
  const removed = new Set<PoolEdge>()
  const added: PoolEdge[] = []
  for (let i = 0; i < origin.length; i++)
    if (origin[i] !== edges[i]) {
      removed.add(origin[i] as PoolEdge)
      added.push(edges[i] as PoolEdge)
    }
  for (let i = origin.length; i < edges.length; i++) added.push(edges[i] as PoolEdge)
  added.sort(byDepth)
  const merged: PoolEdge[] = []
  let next = 0
  for (const edge of sorted) {
    if (removed.has(edge)) continue
    while (next < added.length && byDepth(added[next] as PoolEdge, edge) < 0) merged.push(added[next++] as PoolEdge)
    merged.push(edge)
  }
  while (next < added.length) merged.push(added[next++] as PoolEdge)
  return merged
}
