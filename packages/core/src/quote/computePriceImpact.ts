import { buildPoolGraph } from '../solver/buildPoolGraph.js'
import type { Route } from '../types/Route.js'
import type { Simulator } from '../types/Simulator.js'

export type ComputePriceImpactParameters = {
  route: Route
  /** The snapshot the route was found on (its pools before the trade). */
  simulators: readonly Simulator[]
}

/** Price impact in percent; null when a spot price along the route is unavailable. */
export type ComputePriceImpactReturnType = number | null

/**
 * The route's price impact in percent against the marginal price of the graph: each path's spot
 * rate (the product of its pools' spot prices before the trade, fees excluded) weighted by the
 * path's share of the input, compared with the route's executed rate (`amountOut / amountIn`).
 * Fees and slippage both count as impact: `(1 - executed / marginal) * 100`. Each step's pool is
 * found among the parallel pools of its pair in the snapshot's pool graph (built once per list).
 */
export function computePriceImpact({ route, simulators }: ComputePriceImpactParameters): ComputePriceImpactReturnType {
  const graph = buildPoolGraph({ simulators })
  if (route.amountIn <= 0n) return null
  let marginal = 0
  for (const path of route.paths) {
    let rate = 1
    for (const step of path.steps) {
      const parallel = graph.edgesBetween.get(step.tokenIn.toLowerCase())?.get(step.tokenOut.toLowerCase())
      const simulator = parallel?.find((edge) => edge.simulator.pool === step.pool)?.simulator
      if (!simulator) return null
      rate *= simulator.spotPrice(step.tokenIn)
    }
    marginal += (Number(path.amountIn) / Number(route.amountIn)) * rate
  }
  if (!(marginal > 0) || !Number.isFinite(marginal)) return null
  const executed = Number(route.amountOut) / Number(route.amountIn)
  return (1 - executed / marginal) * 100
}
