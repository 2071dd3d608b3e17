import type { QuoteResponse, TokenInfo } from './api.js'
import { createTokenBook } from './createTokenBook.js'
import type { ExecuteOnSandboxReturnType } from './executeOnSandbox.js'
import { formatAmount } from './formatAmount.js'
import { shortAddress } from './shortAddress.js'

export type ExecutionResultProps = {
  result: ExecuteOnSandboxReturnType
  /** The quote the executed swap was built on. */
  quote: QuoteResponse
  tokens: readonly TokenInfo[]
  nativeSymbol: string
}

/** Balances before and after an execution on the sandbox, and whether it moved exactly the quoted amounts. */
export function ExecutionResult({ result, quote, tokens, nativeSymbol }: ExecutionResultProps) {
  const book = createTokenBook({ tokens: [...tokens, ...quote.tokens] })
  const signed = (wei: bigint, address: string) => `${wei > 0n ? '+' : ''}${book.amount(wei, address)}`
  const row = (address: string, before: bigint, after: bigint) => (
    <tr>
      <th scope="row">{book.token(address)?.symbol ?? shortAddress(address)}</th>
      <td title={`${before} wei`}>{book.amount(before, address)}</td>
      <td title={`${after} wei`}>{book.amount(after, address)}</td>
    </tr>
  )
  return (
    <section class="execution" aria-label="Execution result">
      <p class={result.exact ? 'verdict exact' : 'verdict off'} role="status" data-verdict={result.exact ? 'exact' : 'different'}>
        {result.exact
          ? 'Executed exactly as quoted.'
          : `Not as quoted: spent ${signed(result.spentDifference, quote.tokenIn)}, received ${signed(result.receivedDifference, quote.tokenOut)} against the quote.`}
      </p>
      <div class="table-box">
        <table>
          <caption>Balances of the sandbox account, block {result.blockNumber.toLocaleString('en-US')}</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {row(quote.tokenIn, result.before.tokenIn, result.after.tokenIn)}
            {row(quote.tokenOut, result.before.tokenOut, result.after.tokenOut)}
          </tbody>
        </table>
      </div>
      <p class="muted">
        Spent <span title={`${result.spent} wei`}>{book.amount(result.spent, quote.tokenIn)}</span> (quoted {book.amount(quote.amountIn, quote.tokenIn)}),
        received <span title={`${result.received} wei`}>{book.amount(result.received, quote.tokenOut)}</span> (quoted{' '}
        {book.amount(quote.amountOut, quote.tokenOut)}); gas paid{' '}
        <span title={`${result.gasPaid} wei`}>{formatAmount({ wei: result.gasPaid, decimals: 18 })}</span> {nativeSymbol}, not counted in the above.
        Transactions:{' '}
        {result.transactionHashes.map((hash, index) => (
          <>
            {index > 0 && ', '}
            <code key={hash} title={hash}>
              {shortAddress(hash)}
            </code>
          </>
        ))}
      </p>
    </section>
  )
}
