import { SimulationError } from '../errors/errors.js'
import type { Route, RoutePath } from '../types/Route.js'
import type { Simulator } from '../types/Simulator.js'

export type SimulateShapeParameters = {
  /** A route found by the solver: its paths and their shares of the input are kept. */
  shape: Route
  /** The new total input. */
  amountIn: bigint
  /** The pools' simulators by lower-cased `Pool.id`, shared with other swaps of the same transaction (mutated). */
  pools: { get(id: string): Simulator | undefined }
}

/**
 * Re-runs a route's paths for another input, each path keeping its share of the input (the last
 * path takes the rounding), step by step on shared simulators as the router executes them.
 * Throws `SimulationError` when a step fails or a pool takes only part of its input.
 */
export function simulateShape({ shape, amountIn, pools }: SimulateShapeParameters): Route {
  const paths: RoutePath[] = []
  let rest = amountIn
  let gas = 0n
  shape.paths.forEach((path, i) => {
    const share = i === shape.paths.length - 1 ? rest : (amountIn * path.amountIn) / shape.amountIn
    rest -= share
    if (share <= 0n) return
    let current = share
    const steps = path.steps.map((step) => {
      const simulator = pools.get(step.pool.id.toLowerCase())
      if (!simulator) throw new SimulationError({ reason: `pool ${step.pool.id} is not in the snapshot` })
      const result = simulator.swapExactIn({ tokenIn: step.tokenIn, amountIn: current })
      if (result.amountIn !== current) throw new SimulationError({ reason: `pool ${step.pool.id} takes only part of the input` })
      gas += result.gas
      const done = { ...step, amountIn: current, amountOut: result.amountOut }
      current = result.amountOut
      return done
    })
    paths.push({ steps, amountIn: share, amountOut: current })
  })
  if (paths.length === 0) throw new SimulationError({ reason: 'route has no amount' })
  return {
    ...shape,
    amountIn: paths.reduce((sum, path) => sum + path.amountIn, 0n),
    amountOut: paths.reduce((sum, path) => sum + path.amountOut, 0n),
    paths,
    gas,
  }
}
