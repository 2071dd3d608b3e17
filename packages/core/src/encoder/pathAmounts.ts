import { InvalidParametersError } from '../errors/errors.js'
import type { Route } from '../types/Route.js'
import { grossAmountOutForBuy } from './grossAmountOutForBuy.js'

export type PathAmountsParameters = {
  route: Route
  /** Buy mode: the exact output the recipient gets after the partner fee; default the route's output less the fee. */
  amountOut?: bigint | undefined
  partnerFeeBps: number
}

export type PathAmountsReturnType = {
  /** Per path: its exact input (sell) or exact output (buy), as the router's packed route carries it. */
  amounts: bigint[]
  /** What the swaps produce before the partner fee: the route's output (sell), the sum of `amounts` (buy). */
  grossAmountOut: bigint
}

/**
 * The amount each path of a route swaps. Buy: the route may deliver a few wei more than asked
 * (the solver rounds each path up), so the paths' outputs are trimmed, largest first, to the
 * gross output that leaves exactly `amountOut` after the partner fee.
 */
export function pathAmounts({ route, amountOut, partnerFeeBps }: PathAmountsParameters): PathAmountsReturnType {
  if (route.paths.length === 0 || route.paths.some((path) => path.steps.length === 0 || path.steps.length > 255))
    throw new InvalidParametersError('Every path of the route needs 1 to 255 steps.')
  const sell = route.mode === 'sell'
  const pathTotal = route.paths.reduce((sum, path) => sum + (sell ? path.amountIn : path.amountOut), 0n)
  if (pathTotal !== (sell ? route.amountIn : route.amountOut))
    throw new InvalidParametersError(`The route's paths ${sell ? 'take' : 'give'} ${pathTotal}, not the route's ${sell ? route.amountIn : route.amountOut}.`)
  if (sell) return { amounts: route.paths.map((path) => path.amountIn), grossAmountOut: route.amountOut }
  const amounts = route.paths.map((path) => path.amountOut)
  if (amountOut !== undefined) {
    const gross = grossAmountOutForBuy({ amountOut, partnerFeeBps })
    if (gross > route.amountOut)
      throw new InvalidParametersError(`The route gives ${route.amountOut}, less than the ${gross} needed for ${amountOut} after the partner fee.`)
    let surplus = route.amountOut - gross
    for (const i of amounts.map((_, i) => i).sort((a, b) => (amounts[b]! > amounts[a]! ? 1 : -1))) {
      const cut = surplus < amounts[i]! - 1n ? surplus : amounts[i]! - 1n
      amounts[i] = amounts[i]! - cut
      surplus -= cut
    }
  }
  return { amounts, grossAmountOut: amounts.reduce((sum, amount) => sum + amount, 0n) }
}
