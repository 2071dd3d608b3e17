import { SimulationError } from '../errors/errors.js'
import type { SwapMode } from '../types/Route.js'
import type { PoolEdge, PoolGraph } from './buildPoolGraph.js'

/** A path of pools from the request's `tokenIn` to its `tokenOut`. */
export type CandidatePath = {
  /** The path's pools in swap order. */
  edges: readonly PoolEdge[]
  /** What the path alone gives for the searched amount: output (sell) or input (buy). */
  amount: bigint
}

export type FindCandidatePathsParameters = {
  graph: PoolGraph
  mode: SwapMode
  /** Lower-cased token addresses. */
  tokenIn: string
  tokenOut: string
  /** Input (sell) or output (buy) the paths are ranked for. */
  amount: bigint
  maxHops: number
  /** Partial paths kept at each hop. */
  beamWidth: number
  /** Complete paths returned. */
  maxPaths: number
  isAllowed: (edge: PoolEdge) => boolean
  /** Hop distances to the end the walk finishes at: `tokenOut` (sell) or `tokenIn` (buy). */
  distances: ReadonlyMap<string, number>
  /** Best spot rates between each token and the end the walk finishes at (`bestSpotRates`). */
  rates: ReadonlyMap<string, number>
  /** Tokens a path may pass through; absent: any token. */
  intermediates?: ReadonlySet<string> | undefined
}

export type FindCandidatePathsReturnType = CandidatePath[]

/** Partial paths kept per token at each hop. */
const PARTIALS_PER_TOKEN = 4

/** Complete paths kept through any one pool. */
const MAX_PATHS_PER_POOL = 3

type PartialPath = {
  token: string
  amount: bigint
  /** Bound on the path's final amount, larger is better: output (sell) or negated input (buy). */
  bound: number
  /** Hops in walking order (backwards from `tokenOut` in buy mode). */
  edges: PoolEdge[]
  tokens: string[]
}

/**
 * A beam search over paths of up to `maxHops` pools, quoting the real amount at every hop (sell:
 * exact in, walking from `tokenIn`; buy: exact out, walking back from `tokenOut`). A partial path
 * holding `amount` of a token is ranked by a bound on what it can still become at spot prices
 * (`bestSpotRates`): a bound in the goal token, so partial paths ending in different tokens
 * compare, and partial paths that cannot beat the `maxPaths`-th complete path found are dropped.
 * At most four partial paths per token (the best amounts, e.g. parallel pools of a hub pair) stay
 * in the beam; complete paths are
 * ranked by their exact amount, at most three through any one pool.
 */
export function findCandidatePaths(parameters: FindCandidatePathsParameters): FindCandidatePathsReturnType {
  const { graph, mode, tokenIn, tokenOut, amount, maxHops, beamWidth, maxPaths, isAllowed, distances, rates, intermediates } = parameters
  const sell = mode === 'sell'
  const start = sell ? tokenIn : tokenOut
  const goal = sell ? tokenOut : tokenIn
  const complete: CandidatePath[] = []
  let frontier: PartialPath[] = [{ token: start, amount, bound: 0, edges: [], tokens: [start] }]
  for (let hop = 1; hop <= maxHops && frontier.length > 0; hop++) {
    const remaining = maxHops - hop
    const next: PartialPath[] = []
    for (const partial of frontier) {
      for (const edge of graph.edgesFrom.get(partial.token) ?? []) {
        const token = edge.outKey
        const distance = distances.get(token)
        if (distance === undefined || distance > remaining || partial.tokens.includes(token) || !isAllowed(edge)) continue
        if (token !== goal && intermediates && !intermediates.has(token)) continue
        const step = sell ? edge : edge.twin
        const reached = quoteHop(step, partial.amount, sell)
        if (reached === undefined) continue
        const edges = [...partial.edges, step]
        if (token === goal) complete.push({ edges: sell ? edges : edges.reverse(), amount: reached })
        else if (remaining > 0) {
          const rate = rates.get(token)
          if (rate === undefined) continue
          const bound = sell ? Number(reached) * rate : -Number(reached) / rate
          next.push({ token, amount: reached, bound, edges, tokens: [...partial.tokens, token] })
        }
      }
    }
    complete.sort((a, b) => compareAmounts(a.amount, b.amount, sell))
    const kth = selectDiverse(complete, maxPaths)[maxPaths - 1]
    const threshold = kth === undefined ? -Infinity : sell ? Number(kth.amount) : -Number(kth.amount)
    // Per token, the partial paths with the best amounts (same unit, so comparable); across
    // tokens, the best bounds.
    const byToken = new Map<string, PartialPath[]>()
    for (const partial of next) {
      if (partial.bound <= threshold) continue
      const group = byToken.get(partial.token)
      if (group) group.push(partial)
      else byToken.set(partial.token, [partial])
    }
    frontier = [...byToken.values()]
      .flatMap((group) => group.sort((a, b) => compareAmounts(a.amount, b.amount, sell)).slice(0, PARTIALS_PER_TOKEN))
      .sort((a, b) => b.bound - a.bound)
      .slice(0, beamWidth)
  }
  complete.sort((a, b) => compareAmounts(a.amount, b.amount, sell))
  return selectDiverse(complete, maxPaths)
}

/**
 * The best paths in order, skipping a path once one of its pools is in `MAX_PATHS_PER_POOL`
 * chosen paths: paths through one bottleneck pool share its liquidity, so a split needs others.
 */
function selectDiverse(sorted: readonly CandidatePath[], maxPaths: number): CandidatePath[] {
  const uses = new Map<number, number>()
  const selected: CandidatePath[] = []
  for (const path of sorted) {
    if (selected.length >= maxPaths) break
    if (path.edges.some((edge) => (uses.get(edge.index) ?? 0) >= MAX_PATHS_PER_POOL)) continue
    selected.push(path)
    for (const edge of path.edges) uses.set(edge.index, (uses.get(edge.index) ?? 0) + 1)
  }
  return selected
}

/** Better amounts first: larger outputs (sell), smaller inputs (buy). */
function compareAmounts(a: bigint, b: bigint, sell: boolean): number {
  if (a === b) return 0
  return a > b === sell ? -1 : 1
}

/** The amount on the far side of one hop; undefined when the pool cannot do it. */
function quoteHop(step: PoolEdge, amount: bigint, sell: boolean): bigint | undefined {
  const { simulator } = step
  try {
    if (sell) {
      const { amountIn, amountOut } = simulator.quoteExactIn({ tokenIn: step.tokenIn, amountIn: amount })
      return amountIn < amount ? undefined : amountOut
    }
    if (!simulator.quoteExactOut) return undefined
    const { amountIn, amountOut } = simulator.quoteExactOut({ tokenOut: step.tokenOut, amountOut: amount })
    return amountOut < amount ? undefined : amountIn
  } catch (error) {
    if (error instanceof SimulationError) return undefined
    throw error
  }
}
