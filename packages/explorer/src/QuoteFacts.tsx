import type { QuoteResponse, SwapResponse, TokenInfo } from './api.js'
import { formatAmount } from './formatAmount.js'
import { groupPaths } from './groupPaths.js'
import type { Order } from './Order.js'

export type QuoteFactsProps = {
  quote: QuoteResponse
  /** Whether the order sold an exact input or bought an exact output. */
  side: Order['side']
  /** The swap answer when the quote was asked for an account (sandbox): gas cost and transactions. */
  swap: SwapResponse | undefined
  tokens: readonly TokenInfo[]
  nativeSymbol: string | undefined
  /** Milliseconds from the request to the answer. */
  elapsedMs: number
}

/**
 * Beside the diagram: price impact, the gain over the best single path, the limits after slippage,
 * gas cost in native and USD, and the block.
 */
export function QuoteFacts({ quote, side, swap, tokens, nativeSymbol, elapsedMs }: QuoteFactsProps) {
  const known = new Map([...tokens, ...quote.tokens].map((token) => [token.address.toLowerCase(), token]))
  const amount = (wei: string, address: string) => {
    const token = known.get(address.toLowerCase())
    return token ? `${formatAmount({ wei, decimals: token.decimals })} ${token.symbol}` : `${wei} wei`
  }
  return (
    <dl class="facts" aria-label="Quote facts">
      <dt>Price impact</dt>
      <dd data-fact="price-impact">{quote.priceImpactPct == null ? 'not available' : `${quote.priceImpactPct.toFixed(4)}%`}</dd>
      <dt>Split gain</dt>
      <dd data-fact="single-path-gain">{singlePathGain(quote, side)}</dd>
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

/**
 * "+x.xxxx% vs best single path" from the answer's `bestSinglePathAmount` (sell: more out; buy:
 * less in), rounded down to the precision of the price impact; "single path" when the route is one.
 */
function singlePathGain(quote: QuoteResponse, side: Order['side']): string {
  if (groupPaths(quote.swaps).length <= 1) return 'single path'
  if (quote.bestSinglePathAmount == null) return 'not available'
  const single = BigInt(quote.bestSinglePathAmount)
  if (single === 0n) return 'not available'
  const gained = side === 'sell' ? BigInt(quote.amountOut) - single : single - BigInt(quote.amountIn)
  const tenThousandths = (gained * 1_000_000n) / single
  return `+${(Number(tenThousandths) / 10_000).toFixed(4)}% vs best single path`
}
