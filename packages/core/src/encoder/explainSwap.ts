import { type Address, formatUnits, isAddressEqual } from 'viem'
import type { Route } from '../types/Route.js'
import type { Token } from '../types/Token.js'
import { describeRouteShape } from './describeRouteShape.js'
import type { SwapTermsReturnType } from './swapTerms.js'

export type ExplainSwapParameters = {
  route: Route
  terms: SwapTermsReturnType
  partnerFeeBps: number
  router: Address
  /** Whether an approve comes before the swap, and of how much. */
  approve: 'none' | 'exact' | 'max'
  /** Token metadata (symbols, decimals); raw wei otherwise. */
  tokens?: readonly Token[] | undefined
}

/** One human-readable line per transaction: the approve (when there is one), then the swap. */
export function explainSwap({ route, terms, partnerFeeBps, router, approve, tokens }: ExplainSwapParameters): string[] {
  const describe = (token: Address, amount: bigint) => {
    const known = tokens?.find((t) => isAddressEqual(t.address, token))
    return known ? `${formatUnits(amount, known.decimals)} ${known.symbol}` : `${amount} wei of ${token}`
  }
  const name = tokens?.find((t) => isAddressEqual(t.address, route.tokenIn))?.symbol ?? route.tokenIn
  const lines =
    approve === 'none'
      ? []
      : [`Approve the Sluice router ${router} to spend ${approve === 'max' ? 'an unlimited amount' : describe(route.tokenIn, terms.spendLimit)} of ${name}.`]
  const shape = describeRouteShape({ route })
  const feeText = terms.feeAmount > 0n ? `, after a ${partnerFeeBps / 100}% partner fee of ${describe(route.tokenOut, terms.feeAmount)}` : ''
  lines.push(
    route.mode === 'sell'
      ? `Swap ${describe(route.tokenIn, route.amountIn)} for at least ${describe(route.tokenOut, terms.minAmountOut ?? 0n)} (expected ${describe(route.tokenOut, terms.amountOut)}${feeText}) through ${shape}.`
      : `Swap at most ${describe(route.tokenIn, terms.spendLimit)} (expected ${describe(route.tokenIn, route.amountIn)}) for exactly ${describe(route.tokenOut, terms.amountOut)}${feeText} through ${shape}; unspent input stays with you.`,
  )
  return lines
}
