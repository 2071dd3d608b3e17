import { type FindRouteReturnType, findRoute, type Simulator } from '@sluice/core'
import type { Address } from 'viem'

export type SizeOrderParameters = {
  simulators: readonly Simulator[]
  tokenIn: Address
  tokenOut: Address
  /** A modest amount of tokenIn (e.g. $1,000 worth) to find the pair's main path. */
  probe: bigint
  /** Target price impact, fees excluded, as a fraction (0.01 = 1%). */
  impact: number
}

/**
 * The sell amount that moves the pair's main path (the best route's largest path for the probe
 * amount) by `impact`, fees excluded: bisection on the amount (log scale). Undefined when the
 * tokens are not connected.
 */
export function sizeOrder({ simulators, tokenIn, tokenOut, probe, impact }: SizeOrderParameters): bigint | undefined {
  let route: FindRouteReturnType
  try {
    route = findRoute({ snapshot: { simulators, blockNumber: 0n }, tokenIn, tokenOut, mode: 'sell', amount: probe })
  } catch {
    return undefined
  }
  const main = route.paths.reduce((a, b) => (b.amountIn > a.amountIn ? b : a))
  const byPool = new Map(simulators.map((s) => [s.pool, s]))
  const hops = main.steps.map((step) => ({ simulator: byPool.get(step.pool) as Simulator, tokenIn: step.tokenIn }))
  const ideal = hops.reduce((rate, { simulator, tokenIn: t }) => rate * simulator.spotPrice(t) * (1 - simulator.fee() / 1e6), 1)
  const slippage = (amount: bigint) => {
    let current = amount
    try {
      for (const { simulator, tokenIn: t } of hops) {
        const result = simulator.quoteExactIn({ tokenIn: t, amountIn: current })
        if (result.amountIn !== current) return 1
        current = result.amountOut
      }
    } catch {
      return 1
    }
    return 1 - Number(current) / (Number(amount) * ideal)
  }
  // From 1/10,000 of the probe (rounding dominates the impact of smaller amounts) up.
  let lo = Math.log(Number(probe)) - Math.log(1e4)
  let hi = Math.log(Number(probe)) + Math.log(1e6)
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2
    if (slippage(BigInt(Math.floor(Math.exp(mid)))) < impact) lo = mid
    else hi = mid
  }
  const amount = BigInt(Math.floor(Math.exp(hi)))
  return amount > 0n ? amount : undefined
}
