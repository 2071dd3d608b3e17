import type { QuoteResponse } from './api.js'
import type { TokenBook } from './createTokenBook.js'
import { formatRate } from './formatRate.js'
import { impactLevel } from './impactLevel.js'

export type RouteSummaryProps = {
  quote: QuoteResponse
  book: TokenBook
}

const IMPACT_WORDS = { ok: '', warning: ' · high', danger: ' · very high' } as const

/** The answer at a glance: amounts in and out with their dollar values, the rate both ways, and the price impact coloured by its level. */
export function RouteSummary({ quote, book }: RouteSummaryProps) {
  const tokenIn = book.token(quote.tokenIn)
  const tokenOut = book.token(quote.tokenOut)
  const level = impactLevel({ priceImpactPct: quote.priceImpactPct })
  return (
    <div class="summary">
      <p class="headline">
        <span data-fact="in" title={`${quote.amountIn} wei`}>
          <strong>{book.amount(quote.amountIn, quote.tokenIn)}</strong>
          <span class="usd">{book.usdSuffix(quote.amountIn, quote.tokenIn)}</span>
        </span>{' '}
        →{' '}
        <span data-fact="out" title={`${quote.amountOut} wei`}>
          <strong>{book.amount(quote.amountOut, quote.tokenOut)}</strong>
          <span class="usd">{book.usdSuffix(quote.amountOut, quote.tokenOut)}</span>
        </span>
      </p>
      {tokenIn && tokenOut && (
        <p class="rate" data-fact="rate">
          {formatRate({ amountIn: quote.amountIn, amountOut: quote.amountOut, tokenIn, tokenOut }).map((rate) => (
            <span key={rate}>{rate}</span>
          ))}
        </p>
      )}
      <p class={`impact ${level}`} data-fact="price-impact" data-level={level}>
        Price impact {quote.priceImpactPct == null ? 'not available' : `${quote.priceImpactPct.toFixed(4)}%${IMPACT_WORDS[level]}`}
      </p>
    </div>
  )
}
