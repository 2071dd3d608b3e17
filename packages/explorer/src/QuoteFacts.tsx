import type { QuoteResponse, SwapResponse, TokenInfo } from './api.js'
import { formatAmount } from './formatAmount.js'

export type QuoteFactsProps = {
  quote: QuoteResponse
  /** The swap answer when the quote was asked for an account (sandbox): gas cost and transactions. */
  swap: SwapResponse | undefined
  tokens: readonly TokenInfo[]
  nativeSymbol: string | undefined
  /** Milliseconds from the request to the answer. */
  elapsedMs: number
}

/** Beside the diagram: price impact, the limits after slippage, gas cost in native and USD, and the block. */
export function QuoteFacts({ quote, swap, tokens, nativeSymbol, elapsedMs }: QuoteFactsProps) {
  const known = new Map([...tokens, ...quote.tokens].map((token) => [token.address.toLowerCase(), token]))
  const amount = (wei: string, address: string) => {
    const token = known.get(address.toLowerCase())
    return token ? `${formatAmount({ wei, decimals: token.decimals })} ${token.symbol}` : `${wei} wei`
  }
  return (
    <dl class="facts" aria-label="Quote facts">
      <dt>Price impact</dt>
      <dd data-fact="price-impact">{quote.priceImpactPct == null ? 'not available' : `${quote.priceImpactPct.toFixed(4)}%`}</dd>
      {quote.minOutputAmount != null && (
        <>
          <dt>Minimum out ({quote.slippage * 100}% slippage)</dt>
          <dd>{amount(quote.minOutputAmount, quote.tokenOut)}</dd>
        </>
      )}
      {quote.maxInputAmount != null && (
        <>
          <dt>Maximum in ({quote.slippage * 100}% slippage)</dt>
          <dd>{amount(quote.maxInputAmount, quote.tokenIn)}</dd>
        </>
      )}
      <dt>Gas cost</dt>
      <dd data-fact="gas">
        {swap?.txCostNative == null
          ? 'known with an account (sandbox)'
          : `${formatAmount({ wei: swap.txCostNative, decimals: 18 })} ${nativeSymbol ?? 'native'}${swap.txCostUsd == null ? '' : ` · $${swap.txCostUsd.toFixed(4)}`}`}
      </dd>
      <dt>Block</dt>
      <dd data-fact="block">{quote.blockNumber}</dd>
      <dt>Answered in</dt>
      <dd>{Math.round(elapsedMs)} ms</dd>
    </dl>
  )
}
