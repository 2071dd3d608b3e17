import type { SwapMode } from '../types/Route.js'
import type { MissingPoolState, SwapResult } from '../types/Simulator.js'
import type { TokenLookup } from './bestSpotRates.js'
import type { PoolEdge, PoolGraph } from './buildPoolGraph.js'
import { deepestEdges } from './deepestEdges.js'
import { frontierEdges } from './frontierEdges.js'
import { isSimulationRefusal } from './isSimulationRefusal.js'

/** A path of pools from the request's `tokenIn` to its `tokenOut`. */
export type CandidatePath = {
  /** The path's pools in swap order. */
  edges: readonly PoolEdge[]
  /** What the path alone gives for the searched amount: output (sell) or input (buy). */
  amount: bigint
  /**
   * Each pool's quote on the way, in swap order: the path's exact simulation for the searched
   * amount on fresh state (a path never holds a pool twice), which `candidateRoute` turns into a route.
   */
  quotes: readonly SwapResult[]
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
  /** Pools quoted from each partial path: the most promising by estimate. */
  fanout: number
  /** Complete paths returned. */
  maxPaths: number
  /** Absent when every pool is allowed (the search may then use the graph's precomputed summaries). */
  isAllowed?: ((edge: PoolEdge) => boolean) | undefined
  /** Hop distances to the end the walk finishes at: `tokenOut` (sell) or `tokenIn` (buy). */
  hops: TokenLookup
  /** Best spot rates between each token and the end the walk finishes at (`bestSpotRates`). */
  rates: TokenLookup
  /** Told of each quote a pool refused for want of state. */
  onStateNotLoaded?: ((missing: MissingPoolState) => void) | undefined
}

export type FindCandidatePathsReturnType = CandidatePath[]

/** Partial paths kept per token at each hop. */
const PARTIALS_PER_TOKEN = 4

/** Pools from a token tried towards other tokens than the goal (the deepest), without a source filter. */
const THROUGH_POOLS = 1024

/** Continuations quoted per hop, as a multiple of the beam width. */
const CONTINUED = 2

/** Complete paths kept through any one pool. */
const MAX_PATHS_PER_POOL = 4

/**
 * A partial path as its last hop and the partial path before it (a chain back to the start, in
 * walking order: backwards from `tokenOut` in buy mode): one object per hop quoted, not copies of
 * the path's lists, since a search quotes thousands of hops and keeps few.
 *
 * A class, not object literals: V8 watches how many of a literal's objects outlive a
 * young-generation collection and, past a share, allocates that literal's later objects straight
 * in the old generation ("pretenuring"). A hop's partial paths all live until the beam is cut, so
 * a collection in the middle of one could tip the literal over, and from then on every search's
 * partial paths piled up in the old generation until a full collection (at 100,000 pools, about
 * 150 MB per 1,000 quotes, in some runs and not others). V8 keeps that record for literals, not
 * for objects made with `new`.
 */
class PartialPath {
  constructor(
    readonly token: string,
    readonly amount: bigint,
    /** Bound on the path's final amount, larger is better: output (sell) or negated input (buy). */
    readonly bound: number,
    /** The last hop and its quote; undefined at the start. */
    readonly step: PoolEdge | undefined,
    readonly quote: SwapResult | undefined,
    readonly before: PartialPath | undefined,
  ) {}
}

/** A pool to quote from a partial path, ranked by its estimate (a class for the reason `PartialPath` is). */
class Option {
  constructor(
    readonly partial: PartialPath,
    readonly edge: PoolEdge,
    readonly estimate: number,
    readonly bound: number,
    /** Place among the options offered. */
    readonly order: number,
  ) {}
}

/**
 * The best options offered from `partial` so far (`bestOptions`), and how many were offered: one
 * per search for each kind, emptied for each partial path.
 */
type RankedOptions = { partial: PartialPath; best: Option[]; offered: number }

/**
 * A beam search over paths of up to `maxHops` pools through any tokens, quoting the real amount
 * at every hop (sell: exact in, walking from `tokenIn`; buy: exact out, walking back from
 * `tokenOut`). From each partial path only the `fanout` most promising pools are tried: ranked
 * by an estimate of the hop on the pool's spot rate and depth (its x·y = k curve), times the
 * best spot rate onward to the goal; towards tokens other than the goal only a token's deepest
 * pools are tried, and of those continuations only the best `2 × beamWidth` over all partial
 * paths are quoted. A partial path holding `amount` of a token is ranked by a bound on what it
 * can still become at spot prices (`bestSpotRates`), so partial paths ending in different tokens
 * compare; pools or partial paths that cannot beat the `maxPaths`-th complete path found so far
 * are dropped unquoted. At most four partial paths per token stay in the beam, through
 * different pools first. The result: the `maxPaths` best complete paths by exact amount, and
 * the `maxPaths` best with at most four through any one pool.
 */
export function findCandidatePaths(parameters: FindCandidatePathsParameters): FindCandidatePathsReturnType {
  const { graph, mode, tokenIn, tokenOut, amount, maxHops, beamWidth, fanout, maxPaths, isAllowed, hops, rates, onStateNotLoaded } = parameters
  const sell = mode === 'sell'
  const start = sell ? tokenIn : tokenOut
  const goal = sell ? tokenOut : tokenIn
  /**
   * Complete paths as partial paths ending at the goal, best first (made into lists only for those
   * returned): each is inserted after every path as good as it, the order a stable sort of the
   * paths in the order found gives, without sorting them all again for every one found.
   */
  const complete: PartialPath[] = []
  const addComplete = (path: PartialPath) => {
    let low = 0
    let high = complete.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (compareAmounts((complete[middle] as PartialPath).amount, path.amount, sell) > 0) high = middle
      else low = middle + 1
    }
    complete.splice(low, 0, path)
  }
  let threshold = -Infinity
  /** The threshold becomes the `maxPaths`-th complete path's amount (a path below it is never selected). */
  const raise = () => {
    const kth = selectDiverse(complete, maxPaths)[maxPaths - 1]
    if (kth !== undefined) threshold = sell ? Number(kth.amount) : -Number(kth.amount)
  }
  /** The pools from a token into the goal that an estimate of the last hop reads (the goal is the same all search long). */
  const toGoal = new Map<string, readonly PoolEdge[]>()
  const edgesToGoal = (token: string): readonly PoolEdge[] => {
    let edges = toGoal.get(token)
    if (edges === undefined) {
      const parallel = graph.edgesBetween.get(token)?.get(goal) ?? []
      edges = isAllowed ? parallel : frontierEdges({ edges: parallel, sell })
      toGoal.set(token, edges)
    }
    return edges
  }
  // The option ranking below runs for every pool from every partial path: made once per search,
  // not once per partial path (and a closure made per partial path is an allocation each).
  /** Sell: the most output, buy: the least input (negated), of the pools from `token` to the goal. */
  const finishEstimate = (token: string, reached: number) => {
    let best = -Infinity
    for (const edge of edgesToGoal(token)) {
      if ((isAllowed && !isAllowed(edge)) || (sell ? edge : edge.twin).rate === 0) continue
      const value = sell ? estimateHop(edge, reached, true) : -estimateHop(edge, reached, false)
      if (value > best) best = value
    }
    return best
  }
  /** Offers `edge` from a partial path holding `held` (as a float) to `options`, ranked by its estimate. */
  const consider = (edge: PoolEdge, held: number, onward: number, options: RankedOptions, last: boolean) => {
    if (isAllowed && !isAllowed(edge)) return
    // Sell: the pool's output for `held`, at most held × rate; buy: the input it needs for
    // `held`, at least held / rate (the step is the twin, next → token).
    const step = sell ? edge : edge.twin
    if (step.rate === 0) return
    const bound = sell ? held * step.rate * onward : -held / step.rate / onward
    if (bound <= threshold) return
    const reached = estimateHop(edge, held, sell)
    // One hop before the goal, the last hop's pools are estimated too: a thin last pool with
    // a good price must not look like a deep one.
    const estimate = last ? finishEstimate(edge.outKey, reached) : sell ? reached * onward : -reached / onward
    if (estimate > -Infinity) offerOption(options, fanout, edge, estimate, bound)
  }
  /** `consider` for a pool towards another token than the goal, one the partial path has not been through and from which the goal is within reach. */
  const through = (edge: PoolEdge, partial: PartialPath, held: number, remaining: number, continuing: RankedOptions) => {
    const token = edge.outKey
    if (token === goal || passesThrough(partial, token)) return
    // Read where asked, not kept in a map of the search's own: `bestSpotRates` keeps them.
    const distance = hops.get(token)
    if (distance === undefined || distance > remaining) return
    consider(edge, held, rates.get(token) as number, continuing, remaining === 1)
  }
  let frontier = [new PartialPath(start, amount, 0, undefined, undefined, undefined)]
  // Pools into the goal and pools into other tokens are ranked apart: the estimate of a hop to
  // another token counts the rest of the way at spot prices, which flatters it.
  const finishing: RankedOptions = { partial: frontier[0] as PartialPath, best: [], offered: 0 }
  const continuing: RankedOptions = { partial: frontier[0] as PartialPath, best: [], offered: 0 }
  for (let hop = 1; hop <= maxHops && frontier.length > 0; hop++) {
    const remaining = maxHops - hop
    const next: PartialPath[] = []
    const pending: Option[] = []
    /** Quotes an option's pool after its partial path: a complete path, or a partial path for the next hop. */
    const extend = ({ partial, edge, bound }: Option) => {
      // The threshold rises as complete paths are found: what cannot beat it is not quoted.
      if (bound <= threshold) return
      const token = edge.outKey
      const step = sell ? edge : edge.twin
      // Buy routes pay each step's input from inside the next step's callback: two pools under
      // one lock (a singleton DEX's manager) cannot nest that way.
      const previous = partial.step
      if (!sell && previous && step.simulator.pool.lock !== undefined && step.simulator.pool.lock === previous.simulator.pool.lock) return
      const quote = quoteHop(step, partial.amount, sell, onStateNotLoaded)
      if (quote === undefined) return
      const reached = sell ? quote.amountOut : quote.amountIn
      if (token === goal) addComplete(new PartialPath(token, reached, 0, step, quote, partial))
      else {
        const rate = rates.get(token) as number
        const bound = sell ? Number(reached) * rate : -Number(reached) / rate
        next.push(new PartialPath(token, reached, bound, step, quote, partial))
      }
    }
    for (const partial of frontier) {
      if (partial.step && partial.bound <= threshold) continue
      const held = Number(partial.amount)
      rankFrom(finishing, partial)
      rankFrom(continuing, partial)
      for (const edge of graph.edgesBetween.get(partial.token)?.get(goal) ?? []) consider(edge, held, 1, finishing, false)
      // Through other tokens, only the deepest pools of a well-connected token are tried: a hub's
      // thousands of thin pools are never a better way between two other tokens.
      const from = isAllowed ? (graph.edgesFrom.get(partial.token) ?? []) : deepestEdges({ graph, token: partial.token, count: THROUGH_POOLS })
      const pairs = graph.edgesBetween.get(partial.token)
      const beforeGoal = graph.edgesBetween.get(goal)
      // One hop before the goal the next token is a neighbour of the goal: walk the smaller side.
      if (remaining === 1 && pairs && beforeGoal && beforeGoal.size < from.length) {
        for (const token of beforeGoal.keys()) for (const edge of pairs.get(token) ?? []) through(edge, partial, held, remaining, continuing)
      } else if (remaining > 0) for (const edge of from) through(edge, partial, held, remaining, continuing)
      const found = complete.length
      for (const option of bestOptions(finishing, fanout)) extend(option)
      if (complete.length > found) raise()
      pending.push(...bestOptions(continuing, fanout))
    }
    // Only the best continuations over all partial paths are quoted: the beam keeps few of them.
    pending.sort((a, b) => b.estimate - a.estimate)
    for (const option of pending.slice(0, CONTINUED * beamWidth)) extend(option)
    raise()
    frontier = nextFrontier(next, threshold, sell, beamWidth)
  }
  // The best paths, and the best with few through any one pool: a split needs both (a deep
  // shared pool after different first pools, or different pools after a thin shared one).
  const diverse = selectDiverse(complete, maxPaths)
  return [...diverse, ...complete.slice(0, maxPaths).filter((path) => !diverse.includes(path))]
    .sort((a, b) => compareAmounts(a.amount, b.amount, sell))
    .map((path) => candidatePath(path, sell))
}

/**
 * The beam for the next hop: per token, the partial paths with the best amounts (same unit, so
 * comparable), through different pools first (each pool is a separate source of liquidity for a
 * split); across tokens, the best bounds. Slots the per-token cap leaves empty go to the next best
 * bounds. Partial paths that cannot beat `threshold` are dropped.
 */
function nextFrontier(next: readonly PartialPath[], threshold: number, sell: boolean, beamWidth: number): PartialPath[] {
  const byToken = new Map<string, PartialPath[]>()
  for (const partial of next) {
    if (partial.bound <= threshold) continue
    const group = byToken.get(partial.token)
    if (group) group.push(partial)
    else byToken.set(partial.token, [partial])
  }
  const kept: PartialPath[] = []
  const spare: PartialPath[] = []
  for (const group of byToken.values()) {
    const chosen = pickDiverse(
      group.sort((a, b) => compareAmounts(a.amount, b.amount, sell)),
      PARTIALS_PER_TOKEN,
    )
    for (const partial of group) (chosen.has(partial) ? kept : spare).push(partial)
  }
  const byBound = (a: PartialPath, b: PartialPath) => b.bound - a.bound
  const frontier = kept.sort(byBound).slice(0, beamWidth)
  if (frontier.length < beamWidth) frontier.push(...spare.sort(byBound).slice(0, beamWidth - frontier.length))
  return frontier
}

/** Empties `options` for the options of `partial`. */
function rankFrom(options: RankedOptions, partial: PartialPath): void {
  options.partial = partial
  options.best.length = 0
  options.offered = 0
}

/**
 * Offers an option to the `count` best by estimate, kept best first as it goes (ties in the
 * order offered), so that the up to `THROUGH_POOLS` options of a token are neither kept nor sorted.
 */
function offerOption(options: RankedOptions, count: number, edge: PoolEdge, estimate: number, bound: number): void {
  const { best } = options
  const order = options.offered++
  if (count <= 0) return
  if (best.length === count && !((best[count - 1] as Option).estimate < estimate)) return
  // After every kept option at least as good: a later option never passes an equal one.
  let at = best.length
  while (at > 0 && (best[at - 1] as Option).estimate < estimate) at--
  best.splice(at, 0, new Option(options.partial, edge, estimate, bound, order))
  if (best.length > count) best.pop()
}

/**
 * What a stable sort by estimate puts first, as the search has always taken them: the `count`
 * best, best first, when more were offered; all of them in the order offered when no more.
 */
function bestOptions({ best, offered }: RankedOptions, count: number): Option[] {
  return offered > count ? best : best.sort((a, b) => a.order - b.order)
}

/** Up to `count` of the sorted partial paths: first those sharing no pool with one picked before, then the best of the rest. */
function pickDiverse(sorted: readonly PartialPath[], count: number): Set<PartialPath> {
  const picked = new Set<PartialPath>()
  const used = new Set<number>()
  for (const partial of sorted) {
    if (picked.size >= count) break
    if (someStep(partial, (edge) => used.has(edge.index))) continue
    picked.add(partial)
    for (let at: PartialPath | undefined = partial; at?.step; at = at.before) used.add(at.step.index)
  }
  for (const partial of sorted) {
    if (picked.size >= count) break
    picked.add(partial)
  }
  return picked
}

/** Whether the partial path has been through `token` (its start included). */
function passesThrough(partial: PartialPath, token: string): boolean {
  for (let at: PartialPath | undefined = partial; at; at = at.before) if (at.token === token) return true
  return false
}

/** Whether `test` holds for one of the partial path's hops (asked from the last back). */
function someStep(partial: PartialPath, test: (edge: PoolEdge) => boolean): boolean {
  for (let at: PartialPath | undefined = partial; at?.step; at = at.before) if (test(at.step)) return true
  return false
}

/** A complete path's pools and quotes in swap order. */
function candidatePath(path: PartialPath, sell: boolean): CandidatePath {
  const edges: PoolEdge[] = []
  const quotes: SwapResult[] = []
  for (let at: PartialPath | undefined = path; at?.step && at.quote; at = at.before) {
    edges.push(at.step)
    quotes.push(at.quote)
  }
  // Collected from the last hop back: the walk's order reversed, which is swap order when buying.
  return { edges: sell ? edges.reverse() : edges, amount: path.amount, quotes: sell ? quotes.reverse() : quotes }
}

/**
 * The best paths in order, skipping a path once one of its pools is in `MAX_PATHS_PER_POOL`
 * chosen paths: paths through one bottleneck pool share its liquidity, so a split needs others.
 */
function selectDiverse(sorted: readonly PartialPath[], maxPaths: number): PartialPath[] {
  const uses = new Map<number, number>()
  const selected: PartialPath[] = []
  for (const path of sorted) {
    if (selected.length >= maxPaths) break
    if (someStep(path, (edge) => (uses.get(edge.index) ?? 0) >= MAX_PATHS_PER_POOL)) continue
    selected.push(path)
    for (let at: PartialPath | undefined = path; at?.step; at = at.before) uses.set(at.step.index, (uses.get(at.step.index) ?? 0) + 1)
  }
  return selected
}

/**
 * A hop estimated on the pool's x·y = k curve (spot rate net of fee, virtual reserve): sell, the
 * output for `amount` of `edge.tokenIn`; buy, the input of `edge.outKey` needed for `amount` of
 * `edge.tokenIn` (the step is the twin), `Infinity` past the reserve.
 */
function estimateHop(edge: PoolEdge, amount: number, sell: boolean): number {
  // A pool without a depth estimate is taken as bottomless: its spot rate alone (∞/∞ would be NaN, which ranks nowhere).
  if (edge.depth === Infinity) return sell ? amount * edge.rate : amount / edge.twin.rate
  if (sell) return (amount * edge.rate * edge.depth) / (edge.depth + amount)
  return edge.depth > amount ? (amount / edge.twin.rate) * (edge.depth / (edge.depth - amount)) : Infinity
}

/** Better amounts first: larger outputs (sell), smaller inputs (buy). */
function compareAmounts(a: bigint, b: bigint, sell: boolean): number {
  if (a === b) return 0
  return a > b === sell ? -1 : 1
}

/** The pool's quote for one hop (its far side: `amountOut` selling, `amountIn` buying); undefined when the pool cannot do it. */
function quoteHop(step: PoolEdge, amount: bigint, sell: boolean, onStateNotLoaded: FindCandidatePathsParameters['onStateNotLoaded']): SwapResult | undefined {
  const { simulator } = step
  try {
    if (sell) {
      const quote = simulator.quoteExactIn({ tokenIn: step.tokenIn, amountIn: amount })
      return quote.amountIn < amount ? undefined : quote
    }
    if (!simulator.quoteExactOut) return undefined
    const quote = simulator.quoteExactOut({ tokenOut: step.tokenOut, amountOut: amount })
    return quote.amountOut < amount ? undefined : quote
  } catch (error) {
    if (isSimulationRefusal({ error, onStateNotLoaded })) return undefined
    throw error
  }
}
