import type { QuoteResponse, SwapResponse } from './api.js'
import type { TokenBook } from './createTokenBook.js'
import { formatAmount } from './formatAmount.js'
import { formatUsd } from './formatUsd.js'
import { groupPaths } from './groupPaths.js'
import type { Order } from './Order.js'

export type QuoteFactsProps = {
  quote: QuoteResponse
  /** Whether the order sold an exact input or bought an exact output. */
  side: Order['side']
  /** The swap answer when the quote was asked for an account (sandbox): gas cost and transactions. */
  swap: SwapResponse | undefined
  book: TokenBook
  nativeSymbol: string | undefined
  /** Milliseconds from the request to the answer. */
  elapsedMs: number
}

/**
 * Beside the diagram: the gain over the best single path, the limits after slippage (with their
 * dollar values), gas cost in native and USD, and the block.
 */
export function QuoteFacts({ quote, side, swap, book, nativeSymbol, elapsedMs }: QuoteFactsProps) {
  const amount = (wei: string, address: string) => `${book.amount(wei, address)}${book.usdSuffix(wei, address)}`
  return (
    <dl class="facts" aria-label="Quote facts">
      <dt>Split gain</dt>
      <dd data-fact="single-path-gain">{singlePathGain(quote, side)}</dd>
      {quote.minOutputAmount != null && (
        <>
          <dt>Minimum out ({Number((quote.slippage * 100).toPrecision(6))}% slippage)</dt>
          <dd>{amount(quote.minOutputAmount, quote.tokenOut)}</dd>
        </>
      )}
      {quote.maxInputAmount != null && (
        <>
          <dt>Maximum in ({Number((quote.slippage * 100).toPrecision(6))}% slippage)</dt>
          <dd>{amount(quote.maxInputAmount, quote.tokenIn)}</dd>
        </>
      )}
      <dt>Gas cost</dt>
      <dd data-fact="gas">
        {swap?.txCostNative == null
          ? 'known with an account (sandbox)'
          : `${formatAmount({ wei: swap.txCostNative, decimals: 18 })} ${nativeSymbol ?? 'native'}${swap.txCostUsd == null ? '' : ` (${formatUsd({ usd: swap.txCostUsd })})`}`}
      </dd>
      <dt>Block</dt>
      <dd data-fact="block">{quote.blockNumber.toLocaleString('en-US')}</dd>
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
