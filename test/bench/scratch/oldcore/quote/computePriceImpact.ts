import type { Pool } from '../types/Pool.js'
import type { Route } from '../types/Route.js'
import type { Simulator } from '../types/Simulator.js'

export type ComputePriceImpactParameters = {
  route: Route
  /** The snapshot the route was found on (its pools before the trade). */
  simulators: readonly Simulator[]
}

/** Price impact in percent; null when a spot price along the route is unavailable. */
export type ComputePriceImpactReturnType = number | null

const byPool = new WeakMap<readonly Simulator[], Map<Pool, Simulator>>()

/**
 * The route's price impact in percent against the marginal price of the graph: each path's spot
 * rate (the product of its pools' spot prices before the trade, fees excluded) weighted by the
 * path's share of the input, compared with the route's executed rate (`amountOut / amountIn`).
 * Fees and slippage both count as impact: `(1 - executed / marginal) * 100`.
 */
export function computePriceImpact({ route, simulators }: ComputePriceImpactParameters): ComputePriceImpactReturnType {
  let pools = byPool.get(simulators)
  if (!pools) {
    pools = new Map(simulators.map((simulator) => [simulator.pool, simulator]))
    byPool.set(simulators, pools)
  }
  if (route.amountIn <= 0n) return null
  let marginal = 0
  for (const path of route.paths) {
    let rate = 1
    for (const step of path.steps) {
      const simulator = pools.get(step.pool)
      if (!simulator) return null
      rate *= simulator.spotPrice(step.tokenIn)
    }
    marginal += (Number(path.amountIn) / Number(route.amountIn)) * rate
  }
  if (!(marginal > 0) || !Number.isFinite(marginal)) return null
  const executed = Number(route.amountOut) / Number(route.amountIn)
  return (1 - executed / marginal) * 100
}
