import { Fragment } from 'preact'
import type { QuoteResponse, TokenInfo } from './api.js'
import { formatAmount } from './formatAmount.js'
import { groupPaths } from './groupPaths.js'
import { shortAddress } from './shortAddress.js'

export type RouteDiagramProps = {
  quote: QuoteResponse
  /** Every token known, for symbols and decimals (the quote's own `tokens` first). */
  tokens: readonly TokenInfo[]
}

/** The route as a diagram: the input splits into paths with their shares; each hop shows its DEX, fee and pool; amounts sit on the edges. */
export function RouteDiagram({ quote, tokens }: RouteDiagramProps) {
  const known = new Map([...tokens, ...quote.tokens].map((token) => [token.address.toLowerCase(), token]))
  const amount = (wei: string, address: string) => {
    const token = known.get(address.toLowerCase())
    return token ? `${formatAmount({ wei, decimals: token.decimals })} ${token.symbol}` : `${wei} wei`
  }
  const paths = groupPaths(quote.swaps)
  return (
    <figure class="route" aria-label="Route diagram">
      <div class="end">
        <span class="muted">in</span> <strong title={`${quote.amountIn} wei`}>{amount(quote.amountIn, quote.tokenIn)}</strong>
      </div>
      <ol class="paths">
        {paths.map((path, index) => {
          const share = `${(Number(path.shareBasisPoints) / 100).toFixed(2)}%`
          return (
            <li
              key={index}
              class="path"
              data-share={share}
              aria-label={`Path ${index + 1}: ${share} of the input, ${path.steps.length} hop${path.steps.length > 1 ? 's' : ''}`}
            >
              <span class="share">{share}</span>
              {path.steps.map((step) => (
                <Fragment key={step.poolAddress}>
                  <span class="edge" title={`${step.amountIn} wei`}>
                    {amount(step.amountIn, step.tokenIn)}
                  </span>
                  <span class="hop" data-pool={step.poolAddress}>
                    <strong>{step.dexName}</strong>
                    <span>{(step.poolFee * 100).toFixed(step.poolFee * 100 < 0.1 ? 3 : 2)}%</span>
                    <code title={step.poolAddress}>{shortAddress(step.poolAddress)}</code>
                  </span>
                </Fragment>
              ))}
              <span class="edge" title={`${path.steps.at(-1)!.amountOut} wei`}>
                {amount(path.steps.at(-1)!.amountOut, path.steps.at(-1)!.tokenOut)}
              </span>
            </li>
          )
        })}
      </ol>
      <div class="end">
        <span class="muted">out</span> <strong title={`${quote.amountOut} wei`}>{amount(quote.amountOut, quote.tokenOut)}</strong>
      </div>
    </figure>
  )
}
