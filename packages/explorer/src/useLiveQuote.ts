import { useEffect } from 'preact/hooks'
import type { Answer } from './Answer.js'
import type { ApiError, ExplorerApi, QuoteResponse } from './api.js'

export type UseLiveQuoteParameters = {
  api: ExplorerApi
  answer: Answer | undefined
  /** While set (an execution under way), pushed quotes are left aside. */
  paused: { current: boolean }
  /** Updates the answer from the current one. */
  setAnswer: (update: (current: Answer | undefined) => Answer | undefined) => void
  onFailure: (error: ApiError) => void
}

/** Whether a pushed quote differs from the one shown (amounts or route; a new block alone is not news). */
const changed = (shown: QuoteResponse, pushed: QuoteResponse) =>
  shown.amountIn !== pushed.amountIn || shown.amountOut !== pushed.amountOut || JSON.stringify(shown.swaps) !== JSON.stringify(pushed.swaps)

/**
 * The answer kept live: the server pushes the order's new quote each block it changes (a server
 * without the stream leaves the answer as it is). A pushed quote that differs replaces the shown
 * one; on a sandbox the swap is asked again for it, and kept only if it is built on that quote.
 */
export function useLiveQuote({ api, answer, paused, setAnswer, onFailure }: UseLiveQuoteParameters): void {
  const request = answer?.request
  const chainId = answer?.chainId
  const user = answer?.user
  useEffect(() => {
    if (!request || chainId === undefined) return
    let stopped = false
    const stop = api.watchQuote(chainId, request, {
      onQuote: (quote) => {
        if (stopped || paused.current) return
        setAnswer((current) => (current && current.request === request && changed(current.quote, quote) ? { ...current, quote, swap: undefined } : current))
        if (user)
          api
            .swap(chainId, { ...request, userAddress: user })
            .then(
              (swap) =>
                !stopped && setAnswer((current) => (current?.request === request && !changed(current.quote, swap.quote) ? { ...current, swap } : current)),
              onFailure,
            )
      },
      onError: onFailure,
    })
    return () => {
      stopped = true
      stop()
    }
  }, [api, request, chainId])
}
