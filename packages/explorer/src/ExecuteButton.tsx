import { useEffect, useRef, useState } from 'preact/hooks'
import type { QuoteResponse } from './api.js'
import type { TokenBook } from './createTokenBook.js'
import { formatUsd } from './formatUsd.js'
import { IMPACT_DANGER_PCT, impactLevel } from './impactLevel.js'

export type ExecuteButtonProps = {
  quote: QuoteResponse
  book: TokenBook
  executing: boolean
  disabled: boolean
  onExecute: () => void
}

/** "Execute on the sandbox"; above 5 % price impact it first asks, saying what the impact costs in dollars. */
export function ExecuteButton({ quote, book, executing, disabled, onExecute }: ExecuteButtonProps) {
  const [asking, setAsking] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)
  // The question takes the focus, on its safe answer.
  useEffect(() => {
    if (asking) cancel.current?.focus()
  }, [asking])
  const danger = impactLevel({ priceImpactPct: quote.priceImpactPct }) === 'danger'
  const usdIn = book.usd(quote.amountIn, quote.tokenIn)
  const usdOut = book.usd(quote.amountOut, quote.tokenOut)
  return (
    <>
      <button type="button" onClick={() => (danger ? setAsking(true) : onExecute())} disabled={disabled || asking}>
        {executing ? 'Executing…' : 'Execute on the sandbox'}
      </button>
      {asking && (
        <div class="confirm" role="alertdialog" aria-labelledby="impact-warning">
          <p id="impact-warning">
            Price impact {quote.priceImpactPct?.toFixed(2)}%, above {IMPACT_DANGER_PCT}%:{' '}
            {usdIn !== undefined && usdOut !== undefined
              ? `you would give ${formatUsd({ usd: usdIn })} for ${formatUsd({ usd: usdOut })}, about ${formatUsd({ usd: usdIn - usdOut })} lost.`
              : 'you would get much less than the market price.'}{' '}
            Execute anyway?
          </p>
          <button
            type="button"
            class="danger"
            onClick={() => {
              setAsking(false)
              onExecute()
            }}
          >
            Execute anyway
          </button>{' '}
          <button type="button" class="secondary" ref={cancel} onClick={() => setAsking(false)}>
            Cancel
          </button>
        </div>
      )}
    </>
  )
}
