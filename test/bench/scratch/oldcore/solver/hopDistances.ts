import type { PoolEdge, PoolGraph } from './buildPoolGraph.js'

export type HopDistancesParameters = {
  graph: PoolGraph
  /** Lower-cased address of the token the distances lead to. */
  goal: string
  /** Tokens farther than this are left out. */
  maxHops: number
  /** Edges the search may use (e.g. the request's source filter). */
  isAllowed: (edge: PoolEdge) => boolean
}

/** Lower-cased token address → fewest pools between it and the goal (at most `maxHops`). */
export type HopDistancesReturnType = ReadonlyMap<string, number>

/** Breadth-first hop distances to `goal` over the allowed pools (pools work both ways). */
export function hopDistances({ graph, goal, maxHops, isAllowed }: HopDistancesParameters): HopDistancesReturnType {
  const distance = new Map<string, number>([[goal, 0]])
  let frontier = [goal]
  for (let hops = 1; hops <= maxHops && frontier.length > 0; hops++) {
    const next: string[] = []
    for (const token of frontier) {
      for (const edge of graph.edgesFrom.get(token) ?? []) {
        if (distance.has(edge.outKey) || !isAllowed(edge)) continue
        distance.set(edge.outKey, hops)
        next.push(edge.outKey)
      }
    }
    frontier = next
  }
  return distance
}
