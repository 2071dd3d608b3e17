import type { QuoteRequest, QuoteResponse, SwapResponse } from './api.js'
import type { Order } from './Order.js'

/** The route view's answer: the quote, on a sandbox the account's swap, and what asked for them. */
export type Answer = {
  quote: QuoteResponse
  swap: SwapResponse | undefined
  chainId: number
  side: Order['side']
  elapsedMs: number
  /** The request, kept for the live quote's stream and the swap it refreshes. */
  request: QuoteRequest
  user: string | undefined
  /** Opened from a shared link: the answer goes above the form, in view. */
  fromLink: boolean
}
