import type { Address } from 'viem'
import { BlockGasLimitError, InsufficientLiquidityError, InvalidAmountError, InvalidParametersError, NoRouteFoundError } from '../errors/errors.js'
import type { Route, SwapMode } from '../types/Route.js'
import type { MissingPoolState, Simulator } from '../types/Simulator.js'
import { allocateWithinGas } from './allocateWithinGas.js'
import { bestSpotRates } from './bestSpotRates.js'
import { buildPoolGraph, type PoolEdge } from './buildPoolGraph.js'
import { candidateRoute } from './candidateRoute.js'
import { createSplitEvaluator, type SplitTotals } from './createSplitEvaluator.js'
import { type CandidatePath, findCandidatePaths } from './findCandidatePaths.js'
import { isSimulationRefusal } from './isSimulationRefusal.js'
import { refineSplits } from './refineSplits.js'
import { routeGasBudget } from './routeGasBudget.js'
import { simulateRoute } from './simulateRoute.js'

/** The second candidate search quotes this fraction (1/n) of the amount. */
const MARGINAL_SLICE = 128n

/** Multiples of a sell amount that finds no path which it tries, to tell dust from missing liquidity. */
const DUST_PROBES = [10n ** 3n, 10n ** 6n, 10n ** 9n, 10n ** 12n]

/** The pools of one chain at one block: one simulator per pool. Never mutated by the solver. */
export type PoolGraphSnapshot = {
  simulators: readonly Simulator[]
  blockNumber: bigint
}

export type FindRouteParameters = {
  snapshot: PoolGraphSnapshot
  tokenIn: Address
  tokenOut: Address
  /** `sell`: exact input `amount`; `buy`: exact output `amount`. */
  mode: SwapMode
  amount: bigint
  /** Use only pools of these source IDs. */
  includedSources?: readonly number[] | undefined
  /** Never use pools of these source IDs. */
  excludedSources?: readonly number[] | undefined
  /** Most pools in one path. Default 3. */
  maxHops?: number | undefined
  /** Gas price in native wei per gas unit. Default 0 (gas is not counted). */
  gasPrice?: bigint | undefined
  /**
   * The value of one native wei in wei of the objective token: `tokenOut` in sell mode (gas is
   * taken from the output), `tokenIn` in buy mode (gas is added to the input). Default 0.
   */
  nativePrice?: number | undefined
  /**
   * The most gas one transaction may use on the chain (e.g. HyperEVM's 2M-gas fast blocks): only
   * routes whose swaps fit it with the router's overhead and the gas margin (`routeGasBudget`) are
   * returned, a split over fewer paths when the best one does not. Absent: no limit.
   */
  blockGasLimit?: bigint | undefined
  /**
   * The most gas the route's swaps may take, in place of `blockGasLimit`'s budget: a leg of a
   * transaction that holds more than one route (a zap's, a rebalance's). Needs `blockGasLimit`.
   */
  maxRouteGas?: bigint | undefined
  /** Search and split effort; the defaults suit quotes served online. */
  options?: FindRouteOptions | undefined
  /**
   * Told of each simulation a pool refused for want of state (`StateNotLoadedError`): the route
   * may be better once the pool's adapter has loaded it (`SourceAdapter.loadState`).
   */
  onStateNotLoaded?: ((missing: MissingPoolState) => void) | undefined
}

export type FindRouteOptions = {
  /** Partial paths kept at each hop of the candidate search. Default 16. */
  beamWidth?: number | undefined
  /** Pools quoted from each partial path of the candidate search (the most promising). Default 16. */
  fanout?: number | undefined
  /** Candidate paths kept from each of the two searches (whole amount, 1/128 of it). Default 12. */
  maxPaths?: number | undefined
  /** Chunks per phase of the incremental allocation (three phases, finer each). Default 16. */
  chunks?: number | undefined
}

export type FindRouteReturnType = Route & {
  /**
   * The best single candidate path carrying the whole amount (by the same objective, gas
   * included), exactly simulated: what the route would be without splitting. Equal to the route's
   * amounts when the route is that path; absent when no single path could carry the amount.
   */
  bestSinglePath?: { amountIn: bigint; amountOut: bigint } | undefined
}

/**
 * The best route for a swap on a snapshot of pools: paths of up to `maxHops` pools through any
 * tokens, split across paths, exact in (sell) or exact out (buy), net of gas.
 *
 * 1. Candidate paths: beam searches through any tokens quoting the real amounts, one for the
 *    whole amount (the best single paths) and one for 1/128 of it (the best marginal prices, for
 *    a split); from each partial path only the most promising pools (by spot rate and depth) are
 *    quoted, so the work per quote does not grow with the graph.
 * 2. Split: chunks allocated one by one to the path with the best marginal result on shared pool
 *    state, then refined by local moves judged on the exact re-simulated objective, gas included.
 * 3. The split is compared with every single candidate path carrying the whole amount, and the
 *    better is returned, so the route is never worse than the best single path found (whose
 *    amounts come with it as `bestSinglePath`).
 * The returned amounts are those of an exact step-by-step re-simulation (`simulateRoute`).
 *
 * Throws `NoRouteFoundError` when no allowed path of at most `maxHops` pools connects the tokens,
 * and `InsufficientLiquidityError` when paths exist but cannot carry the amount.
 */
export function findRoute(parameters: FindRouteParameters): FindRouteReturnType {
  const {
    snapshot,
    tokenIn,
    tokenOut,
    mode,
    amount,
    includedSources,
    excludedSources,
    maxHops = 3,
    gasPrice = 0n,
    nativePrice = 0,
    blockGasLimit,
    maxRouteGas,
    options = {},
    onStateNotLoaded,
  } = parameters
  const { beamWidth = 16, fanout = 16, maxPaths = 12, chunks = 16 } = options
  if (amount <= 0n) throw new InvalidAmountError(`Amount must be positive, got ${amount}.`)
  const inKey = tokenIn.toLowerCase()
  const outKey = tokenOut.toLowerCase()
  if (inKey === outKey) throw new InvalidParametersError('tokenIn and tokenOut are the same token.')
  if (!Number.isInteger(maxHops) || maxHops < 1) throw new InvalidParametersError(`maxHops must be a positive integer, got ${maxHops}.`)

  const included = includedSources ? new Set(includedSources) : undefined
  const excluded = new Set(excludedSources ?? [])
  // Without a filter the candidate search uses the graph's cached summaries.
  const isAllowed =
    included || excluded.size > 0
      ? ({ simulator: { pool } }: PoolEdge) => (!included || included.has(pool.sourceId)) && !excluded.has(pool.sourceId)
      : undefined
  const graph = buildPoolGraph({ simulators: snapshot.simulators })
  const sell = mode === 'sell'
  const goal = sell ? outKey : inKey
  const start = sell ? inKey : outKey
  const { rates, hops } = bestSpotRates({ graph, mode, goal, maxHops, isAllowed })
  const reachable = hops.has(start) || (graph.edgesFrom.get(start) ?? []).some((edge) => hops.has(edge.outKey) && (!isAllowed || isAllowed(edge)))
  if (!reachable) throw new NoRouteFoundError(`No path of at most ${maxHops} pools connects ${tokenIn} to ${tokenOut}.`)

  const search = (searchAmount: bigint, report: FindRouteParameters['onStateNotLoaded']) =>
    findCandidatePaths({
      graph,
      mode,
      tokenIn: inKey,
      tokenOut: outKey,
      amount: searchAmount,
      maxHops,
      beamWidth,
      fanout,
      maxPaths,
      isAllowed,
      hops,
      rates,
      onStateNotLoaded: report,
    })
  // Dust probes try far larger amounts than asked: the state they lack is not worth loading.
  const routesAt = (probe: bigint) => search(probe, undefined).length > 0
  // The second search ranks paths by their marginal price: a small slice of the amount.
  const slice = amount / MARGINAL_SLICE > 0n ? amount / MARGINAL_SLICE : 1n
  const whole = search(amount, onStateNotLoaded)
  const candidates = dedupe([...whole, ...search(slice, onStateNotLoaded)])
  const first = candidates[0]
  if (!first) {
    // Selling dust: the pools round its output down to nothing, while a larger amount routes.
    if (sell && DUST_PROBES.some((factor) => routesAt(amount * factor)))
      throw new InvalidAmountError(`amountIn ${amount} is too small: every pool from ${tokenIn} to ${tokenOut} gives nothing for it.`)
    throw new InsufficientLiquidityError(`The paths from ${tokenIn} to ${tokenOut} cannot carry ${amount}.`)
  }

  const paths = candidates.map((candidate) => candidate.edges)
  const routeTokenIn = (first.edges[0] as PoolEdge).tokenIn
  const routeTokenOut = (first.edges[first.edges.length - 1] as PoolEdge).tokenOut
  const gasCost = (gas: bigint) => (gasPrice > 0n && nativePrice > 0 ? BigInt(Math.round(Number(gas * gasPrice) * nativePrice)) : 0n)
  const score = (route: SplitTotals) => (sell ? route.amountOut - gasCost(route.gas) : -(route.amountIn + gasCost(route.gas)))
  const simulate = (amounts: readonly bigint[]): Route | undefined => {
    try {
      return simulateRoute({ mode, tokenIn: routeTokenIn, tokenOut: routeTokenOut, paths, amounts, blockNumber: snapshot.blockNumber })
    } catch (error) {
      if (isSimulationRefusal({ error, onStateNotLoaded })) return undefined
      throw error
    }
  }

  const maxGas = blockGasLimit === undefined ? undefined : (maxRouteGas ?? routeGasBudget({ blockGasLimit }))
  const fits = (gas: bigint) => maxGas === undefined || gas <= maxGas
  let overGas = false
  let best: { route: Route; score: bigint } | undefined
  const consider = (route: Route | undefined) => {
    if (!route) return
    if (!fits(route.gas)) {
      overGas = true
      return
    }
    const routeScore = score(route)
    if (!best || routeScore > best.score) best = { route, score: routeScore }
  }
  // Every path of the whole-amount search alone, from the quotes the search made (`candidateRoute`).
  for (const candidate of whole)
    consider(candidateRoute({ mode, tokenIn: routeTokenIn, tokenOut: routeTokenOut, candidate, amount, blockNumber: snapshot.blockNumber }))
  const bestSingle = best?.route

  // Refinement re-simulates only the groups of pool-sharing paths whose amounts moved.
  const evaluateSplit = createSplitEvaluator({ mode, paths })
  const gasOf = (amounts: readonly bigint[]) => {
    try {
      return evaluateSplit.totals(amounts).gas
    } catch (error) {
      if (isSimulationRefusal({ error, onStateNotLoaded })) return undefined
      throw error
    }
  }
  const allocation = allocateWithinGas({ mode, paths, amount, chunks, onStateNotLoaded, gasOf, maxGas })
  if (allocation && candidates.length > 1) {
    const refined = refineSplits({
      amounts: allocation.shares,
      marginals: allocation.marginals,
      evaluate: (amounts) => {
        try {
          const totals = evaluateSplit.totals(amounts)
          return fits(totals.gas) ? score(totals) : undefined
        } catch (error) {
          if (isSimulationRefusal({ error, onStateNotLoaded })) return undefined
          throw error
        }
      },
      step: allocation.chunk,
      minStep: allocation.chunk / 16n > 0n ? allocation.chunk / 16n : 1n,
      dropPaths: gasCost(1_000_000n) > 0n,
      maxEvaluations: 32,
    })
    consider(simulate(refined.amounts))
  } else if (allocation) consider(simulate(allocation.shares))

  if (!best && overGas && blockGasLimit !== undefined) throw new BlockGasLimitError({ blockGasLimit })
  if (!best) throw new InsufficientLiquidityError(`The paths from ${tokenIn} to ${tokenOut} cannot carry ${amount}.`)
  const { route } = best
  // By name, not spread: the quote's hot path copies it once.
  return {
    mode: route.mode,
    tokenIn: route.tokenIn,
    tokenOut: route.tokenOut,
    amountIn: route.amountIn,
    amountOut: route.amountOut,
    paths: route.paths,
    gas: route.gas,
    blockNumber: route.blockNumber,
    bestSinglePath: bestSingle && { amountIn: bestSingle.amountIn, amountOut: bestSingle.amountOut },
  }
}

/** Candidates in order, each pool sequence once (the same pools in the same directions). */
function dedupe(candidates: readonly CandidatePath[]): CandidatePath[] {
  const kept: CandidatePath[] = []
  for (const candidate of candidates) if (!kept.some((other) => samePools(other.edges, candidate.edges))) kept.push(candidate)
  return kept
}

/** Whether two paths go through the same pools in the same directions. */
function samePools(a: readonly PoolEdge[], b: readonly PoolEdge[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as PoolEdge
    const y = b[i] as PoolEdge
    if (x.index !== y.index || x.inKey !== y.inKey) return false
  }
  return true
}
