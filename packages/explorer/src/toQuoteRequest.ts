import type { QuoteRequest, TokenInfo } from './api.js'
import type { Order } from './Order.js'
import { parseAmount } from './parseAmount.js'

export type ToQuoteRequestParameters = {
  order: Order
  tokens: readonly Pick<TokenInfo, 'address' | 'symbol' | 'decimals'>[]
}

export type ToQuoteRequestReturnType = { request: QuoteRequest; amountError?: undefined } | { request?: undefined; amountError: string }

/**
 * The API request of an order: the amount, typed in whole tokens, in base units of the token it
 * counts (`tokenIn` when selling, `tokenOut` when buying); or the amount's error in the user's
 * units, for the field. The slippage goes as typed, for the API to judge.
 */
export function toQuoteRequest({ order, tokens }: ToQuoteRequestParameters): ToQuoteRequestReturnType {
  const counted = tokens.find((token) => token.address.toLowerCase() === (order.side === 'sell' ? order.tokenIn : order.tokenOut).toLowerCase())
  const parsed = parseAmount({ text: order.amount, token: counted })
  if (parsed.error !== undefined) return { amountError: parsed.error }
  const amount = parsed.wei.toString()
  const slippage = Number(order.slippage)
  return {
    request: {
      tokenIn: order.tokenIn,
      tokenOut: order.tokenOut,
      ...(order.side === 'sell' ? { amountIn: amount } : { amountOut: amount }),
      slippage: order.slippage.trim() !== '' && Number.isFinite(slippage) ? slippage : order.slippage,
      ...(order.includedSources.length > 0 ? { includedSources: order.includedSources } : {}),
      ...(order.excludedSources.length > 0 ? { excludedSources: order.excludedSources } : {}),
    },
  }
}
