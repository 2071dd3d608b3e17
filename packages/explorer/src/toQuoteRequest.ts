import { parseUnits } from 'viem'
import type { QuoteRequest, TokenInfo } from './api.js'
import type { Order } from './Order.js'

export type ToQuoteRequestParameters = {
  order: Order
  tokens: readonly TokenInfo[]
}

/**
 * The API request of an order: the amount in wei of the token it counts (`tokenIn` when selling,
 * `tokenOut` when buying). What does not read as a decimal amount of that token is sent as typed,
 * so that the API, the one judge of a request, answers with its own error.
 */
export function toQuoteRequest({ order, tokens }: ToQuoteRequestParameters): QuoteRequest {
  const counted = tokens.find((token) => token.address.toLowerCase() === (order.side === 'sell' ? order.tokenIn : order.tokenOut).toLowerCase())
  const text = order.amount.trim()
  const match = /^[0-9]+(?:\.([0-9]+))?$/.exec(text)
  const amount = counted && match && (match[1]?.length ?? 0) <= counted.decimals ? parseUnits(text, counted.decimals).toString() : text
  const slippage = Number(order.slippage)
  return {
    tokenIn: order.tokenIn,
    tokenOut: order.tokenOut,
    ...(order.side === 'sell' ? { amountIn: amount } : { amountOut: amount }),
    slippage: order.slippage.trim() !== '' && Number.isFinite(slippage) ? slippage : order.slippage,
    ...(order.includedSources.length > 0 ? { includedSources: order.includedSources } : {}),
    ...(order.excludedSources.length > 0 ? { excludedSources: order.excludedSources } : {}),
  }
}
