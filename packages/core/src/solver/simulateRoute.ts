import type { Address } from 'viem'
import { SimulationError } from '../errors/errors.js'
import type { Route, RoutePath, RouteStep, SwapMode } from '../types/Route.js'
import type { Simulator, SwapResult } from '../types/Simulator.js'
import type { PoolEdge } from './buildPoolGraph.js'

export type SimulateRouteParameters = {
  mode: SwapMode
  tokenIn: Address
  tokenOut: Address
  /** Paths in execution order, each a list of pools in swap order. */
  paths: readonly (readonly PoolEdge[])[]
  /** Per path: its input (sell) or the output it must deliver (buy). Zero leaves the path out. */
  amounts: readonly bigint[]
  blockNumber: bigint
  /**
   * How a pool that one step of the route alone uses is quoted (exact in selling, exact out
   * buying): on its own state, as a swap on a fresh clone would give it. Default: the simulator's
   * quote; a caller simulating many routes over the same pools may remember them.
   */
  quoteAlone?: QuoteAlone | undefined
}

/** A pool's quote on its own state: exact in for `amount` of the edge's input (`sell`), or exact out for `amount` of its output. */
export type QuoteAlone = (edge: PoolEdge, amount: bigint, sell: boolean) => SwapResult

export type SimulateRouteReturnType = Route

/**
 * Executes a split route step by step on clones of its pools, shared by all paths (a pool used
 * by two paths gives its liquidity once), in path order as the router executes it; a pool that
 * only one step uses is quoted on its own state instead (`quoteAlone`: the same result, without
 * a clone, as a simulator's quote is its swap's result). A pool that
 * would take only part of an exact input (it runs out of liquidity) fails the step. The route's
 * amounts are those of this simulation. Buy mode: as the router executes it, each path runs
 * backwards, the last pool asked for exactly the path's share and each earlier pool for exactly
 * the next one's input, so the route delivers exactly the requested output and its input is
 * what the chain will take.
 * Throws `SimulationError` when a step cannot be executed.
 */
export function simulateRoute({
  mode,
  tokenIn,
  tokenOut,
  paths,
  amounts,
  blockNumber,
  quoteAlone = quoteOwnState,
}: SimulateRouteParameters): SimulateRouteReturnType {
  // A pool only one step uses sees no other trade: its quote is that step, with no clone to make.
  const uses = new Map<number, number>()
  paths.forEach((edges, i) => {
    if ((amounts[i] ?? 0n) > 0n) for (const { index } of edges) uses.set(index, (uses.get(index) ?? 0) + 1)
  })
  const clones = new Map<number, Simulator>()
  const poolOf = (edge: PoolEdge) => {
    let clone = clones.get(edge.index)
    if (!clone) {
      clone = edge.simulator.clone()
      clones.set(edge.index, clone)
    }
    return clone
  }
  const routePaths: RoutePath[] = []
  let gas = 0n
  paths.forEach((edges, i) => {
    const amount = amounts[i] ?? 0n
    if (amount <= 0n) return
    const steps: RouteStep[] = []
    if (mode === 'sell') {
      let current = amount
      for (const edge of edges) {
        const alone = uses.get(edge.index) === 1
        const pool = alone ? edge.simulator : poolOf(edge)
        const fee = pool.fee()
        const result = alone ? quoteAlone(edge, current, true) : pool.swapExactIn({ tokenIn: edge.tokenIn, amountIn: current })
        if (result.amountIn !== current) throw new SimulationError({ reason: `pool ${edge.simulator.pool.id} takes only part of the input` })
        steps.push({ pool: edge.simulator.pool, tokenIn: edge.tokenIn, tokenOut: edge.tokenOut, amountIn: result.amountIn, amountOut: result.amountOut, fee })
        gas += result.gas
        current = result.amountOut
      }
    } else {
      // As the router executes a buy: the last pool is asked for the exact output, and each pool
      // before it for exactly the input of the next one.
      let needed = amount
      for (let j = edges.length - 1; j >= 0; j--) {
        const edge = edges[j] as PoolEdge
        const alone = uses.get(edge.index) === 1
        const pool = alone ? edge.simulator : poolOf(edge)
        if (!pool.swapExactOut) throw new SimulationError({ reason: `pool ${edge.simulator.pool.id} has no exact-out swap` })
        const fee = pool.fee()
        const result = alone ? quoteAlone(edge, needed, false) : pool.swapExactOut({ tokenOut: edge.tokenOut, amountOut: needed })
        if (result.amountOut !== needed) throw new SimulationError({ reason: `pool ${edge.simulator.pool.id} cannot deliver exactly ${needed}` })
        steps.unshift({
          pool: edge.simulator.pool,
          tokenIn: edge.tokenIn,
          tokenOut: edge.tokenOut,
          amountIn: result.amountIn,
          amountOut: result.amountOut,
          fee,
        })
        gas += result.gas
        needed = result.amountIn
      }
    }
    routePaths.push({ steps, amountIn: steps[0]!.amountIn, amountOut: steps[steps.length - 1]!.amountOut })
  })
  if (routePaths.length === 0) throw new SimulationError({ reason: 'route has no amount' })
  return {
    mode,
    tokenIn,
    tokenOut,
    amountIn: routePaths.reduce((sum, path) => sum + path.amountIn, 0n),
    amountOut: routePaths.reduce((sum, path) => sum + path.amountOut, 0n),
    paths: routePaths,
    gas,
    blockNumber,
  }
}

/** `quoteAlone`'s default: the simulator's own quote. */
export function quoteOwnState(edge: PoolEdge, amount: bigint, sell: boolean): SwapResult {
  const { simulator } = edge
  if (sell) return simulator.quoteExactIn({ tokenIn: edge.tokenIn, amountIn: amount })
  if (!simulator.quoteExactOut) throw new SimulationError({ reason: `pool ${simulator.pool.id} has no exact-out swap` })
  return simulator.quoteExactOut({ tokenOut: edge.tokenOut, amountOut: amount })
}
