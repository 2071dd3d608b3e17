import type { AggregatorQuote, CompetitionResults, TokenInfo } from './api.js'
import { createTokenBook } from './createTokenBook.js'

export type CompetitionOutcome = {
  results: CompetitionResults
  /** Each aggregator asked: its proven quote, or the API's error for it. */
  quotes: { aggregator: string; quote?: AggregatorQuote; error?: { code: string; message: string } }[]
}

export type CompetitionViewProps = {
  outcome: CompetitionOutcome
  tokens: readonly TokenInfo[]
}

/**
 * A competition: every aggregator quoted the order, each quote's swap simulated from the account
 * by the server before it counts; the ranking is the server's (best output first), and the
 * aggregators whose swap failed or was refused are listed below it with the reason.
 */
export function CompetitionView({ outcome, tokens }: CompetitionViewProps) {
  const { results } = outcome
  const book = createTokenBook({ tokens })
  const show = (wei: bigint | string) => `${book.amount(wei, results.tokenOut)}${book.usdSuffix(wei, results.tokenOut)}`
  const best = results.quotes[0] ? BigInt(results.quotes[0].amountOut) : 0n
  const failed = outcome.quotes.filter((entry) => entry.error)
  return (
    <section class="competition" aria-label="Competition" data-competition={results.competitionId}>
      <div class="table-box">
        <table>
          <caption>Ranking: every swap simulated from the account before it counts</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Aggregator</th>
              <th scope="col">Out</th>
              <th scope="col">Minimum out</th>
              <th scope="col">Behind the best</th>
              <th scope="col">Gas</th>
            </tr>
          </thead>
          <tbody>
            {results.quotes.map((quote, index) => (
              <tr key={quote.aggregator} data-aggregator={quote.aggregator} data-amount-out={quote.amountOut}>
                <td>{index + 1}</td>
                <th scope="row">{quote.aggregator}</th>
                <td title={`${quote.amountOut} wei`}>{show(quote.amountOut)}</td>
                <td title={`${quote.minAmountOut} wei`}>{show(quote.minAmountOut)}</td>
                <td>
                  {best === 0n || index === 0
                    ? '—'
                    : `${book.amount(best - BigInt(quote.amountOut), results.tokenOut)} (${(Number(((best - BigInt(quote.amountOut)) * 1_000_000n) / best) / 100).toFixed(2)} bps)`}
                </td>
                <td>{quote.gasEstimate == null ? '—' : `${BigInt(quote.gasEstimate).toLocaleString('en-US')} gas`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {failed.length > 0 && (
        <ul class="failed" aria-label="Aggregators without a proven quote">
          {failed.map((entry) => (
            <li key={entry.aggregator} data-failed={entry.aggregator}>
              <strong>{entry.aggregator}</strong>: {entry.error!.code}: {entry.error!.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
