import type { Address, Hex } from 'viem'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { Route } from '../types/Route.js'
import { encodeSwapCall } from './encodeSwapCall.js'
import { packRoute } from './packRoute.js'
import type { SwapTermsReturnType } from './swapTerms.js'

export type EncodeRouterCallParameters = {
  /** Source adapters by source ID: each step is encoded by its source's `encode`. */
  registry: SourceRegistry
  router: Address
  route: Route
  /** Per path: its exact input (sell) or exact output (buy); see `pathAmounts`. */
  amounts: readonly bigint[]
  terms: SwapTermsReturnType
  /** Who receives the output; absent: the router's caller (nothing is written, 20 bytes saved). */
  recipient?: Address | undefined
  /** Unix time (seconds) after which the router refuses the swap. */
  deadline: bigint
  /** Checked by `validateSwapParameters`. */
  partnerId: number
  partnerFeeBps: number
}

/**
 * The router's `swap` call for a route (`encodeSwapCall`): the most it may take (`spendLimit`),
 * the least it must deliver (sell: `minAmountOut`) or the exact output (buy), the partner fee and
 * the packed route.
 */
export function encodeRouterCall({ registry, router, route, amounts, terms, recipient, deadline, partnerId, partnerFeeBps }: EncodeRouterCallParameters): Hex {
  return encodeSwapCall({
    tokenIn: route.tokenIn,
    tokenOut: route.tokenOut,
    amountIn: terms.spendLimit,
    amountOut: terms.minAmountOut ?? terms.amountOut,
    recipient,
    deadline,
    partnerId,
    partnerFeeBps,
    exactOut: route.mode === 'buy',
    route: packRoute({ registry, paths: route.paths, amounts, router }),
  })
}
