import type { PoolEdge } from './buildPoolGraph.js'

export type FrontierEdgesParameters = {
  /** Parallel edges: the pools of one token pair, one direction. */
  edges: readonly PoolEdge[]
  sell: boolean
}

export type FrontierEdgesReturnType = readonly PoolEdge[]

const cache = new WeakMap<readonly PoolEdge[], { sell?: PoolEdge[]; buy?: PoolEdge[] }>()

/**
 * The parallel pools that can give a pair's best hop estimate for some amount: those no other
 * pool beats in both spot rate and depth (sell: the edge's rate; buy: its twin's, the direction
 * the buy walks). The x·y = k estimate improves with both, so the others never win. A graph is
 * immutable, so the answer is kept per list: hub pairs with hundreds of pools shrink to a few.
 */
export function frontierEdges({ edges, sell }: FrontierEdgesParameters): FrontierEdgesReturnType {
  let entry = cache.get(edges)
  if (!entry) cache.set(edges, (entry = {}))
  const known = sell ? entry.sell : entry.buy
  if (known) return known
  const rateOf = (edge: PoolEdge) => (sell ? edge.rate : edge.twin.rate)
  const sorted = edges.filter((edge) => rateOf(edge) > 0).sort((a, b) => rateOf(b) - rateOf(a) || b.depth - a.depth)
  const frontier: PoolEdge[] = []
  let deepest = -1
  for (const edge of sorted)
    if (edge.depth > deepest) {
      frontier.push(edge)
      deepest = edge.depth
    }
  if (sell) entry.sell = frontier
  else entry.buy = frontier
  return frontier
}
