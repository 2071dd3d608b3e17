import type { Address } from 'viem'
import { SimulationError } from '../errors/errors.js'
import type { Route, RoutePath, RouteStep, SwapMode } from '../types/Route.js'
import type { Simulator } from '../types/Simulator.js'
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
}

export type SimulateRouteReturnType = Route

/**
 * Executes a split route step by step on clones of its pools, shared by all paths (a pool used
 * by two paths gives its liquidity once), in path order as the router executes it. A pool that
 * would take only part of an exact input (it runs out of liquidity) fails the step. The route's
 * amounts are those of this simulation. Buy mode: each path's exact input is found backwards
 * with exact-out quotes, then executed forwards as an exact-in swap, and raised by the wei if
 * rounding leaves the output short, so every path delivers at least its share.
 * Throws `SimulationError` when a step cannot be executed.
 */
export function simulateRoute({ mode, tokenIn, tokenOut, paths, amounts, blockNumber }: SimulateRouteParameters): SimulateRouteReturnType {
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
    const input = mode === 'sell' ? amount : inputFor(edges, amount, poolOf)
    const steps: RouteStep[] = []
    let current = input
    for (const edge of edges) {
      const pool = poolOf(edge)
      const fee = pool.fee()
      const result = pool.swapExactIn({ tokenIn: edge.tokenIn, amountIn: current })
      if (result.amountIn !== current) throw new SimulationError({ reason: `pool ${edge.simulator.pool.address} takes only part of the input` })
      steps.push({ pool: edge.simulator.pool, tokenIn: edge.tokenIn, tokenOut: edge.tokenOut, amountIn: result.amountIn, amountOut: result.amountOut, fee })
      gas += result.gas
      current = result.amountOut
    }
    routePaths.push({ steps, amountIn: input, amountOut: current })
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

/** The smallest input found for which the path, executed forwards, gives at least `amountOut`. */
function inputFor(edges: readonly PoolEdge[], amountOut: bigint, poolOf: (edge: PoolEdge) => Simulator): bigint {
  let needed = amountOut
  for (let i = edges.length - 1; i >= 0; i--) {
    const edge = edges[i] as PoolEdge
    const pool = poolOf(edge)
    if (!pool.quoteExactOut) throw new SimulationError({ reason: `pool ${edge.simulator.pool.address} has no exact-out quote` })
    const result = pool.quoteExactOut({ tokenOut: edge.tokenOut, amountOut: needed })
    if (result.amountOut < needed) throw new SimulationError({ reason: 'exact output not reachable' })
    needed = result.amountIn
  }
  let input = needed
  for (let bump = 1n; forwardOutput(edges, input, poolOf) < amountOut; bump *= 2n) {
    if (bump > input) throw new SimulationError({ reason: 'exact output not reachable' })
    input += bump
  }
  return input
}

function forwardOutput(edges: readonly PoolEdge[], amountIn: bigint, poolOf: (edge: PoolEdge) => Simulator): bigint {
  let current = amountIn
  for (const edge of edges) {
    const result = poolOf(edge).quoteExactIn({ tokenIn: edge.tokenIn, amountIn: current })
    if (result.amountIn !== current) throw new SimulationError({ reason: `pool ${edge.simulator.pool.address} takes only part of the input` })
    current = result.amountOut
  }
  return current
}
