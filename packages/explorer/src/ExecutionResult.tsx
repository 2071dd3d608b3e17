import type { QuoteResponse, TokenInfo } from './api.js'
import type { ExecuteOnSandboxReturnType } from './executeOnSandbox.js'
import { formatAmount } from './formatAmount.js'

export type ExecutionResultProps = {
  result: ExecuteOnSandboxReturnType
  quote: QuoteResponse
  tokens: readonly TokenInfo[]
}

const signed = (wei: bigint) => `${wei > 0n ? '+' : ''}${wei} wei`

/** Balances before and after an execution on the sandbox, and whether it moved exactly the quoted amounts. */
export function ExecutionResult({ result, quote, tokens }: ExecutionResultProps) {
  const known = new Map([...tokens, ...quote.tokens].map((token) => [token.address.toLowerCase(), token]))
  const row = (address: string, before: bigint, after: bigint) => {
    const token = known.get(address.toLowerCase())
    const show = (wei: bigint) => (token ? formatAmount({ wei, decimals: token.decimals }) : String(wei))
    return (
      <tr>
        <th scope="row">{token?.symbol ?? address}</th>
        <td title={`${before} wei`}>{show(before)}</td>
        <td title={`${after} wei`}>{show(after)}</td>
      </tr>
    )
  }
  return (
    <section class="execution" aria-label="Execution result">
      <p class={result.exact ? 'verdict exact' : 'verdict off'} role="status" data-verdict={result.exact ? 'exact' : 'different'}>
        {result.exact
          ? 'Executed exactly as quoted.'
          : `Not as quoted: spent ${signed(result.spentDifference)}, received ${signed(result.receivedDifference)} against the quote.`}
      </p>
      <table>
        <caption>Balances of the sandbox account, block {String(result.blockNumber)}</caption>
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
      <p class="muted">
        Spent {String(result.spent)} wei (quoted {quote.amountIn}), received {String(result.received)} wei (quoted {quote.amountOut}); gas paid{' '}
        {String(result.gasPaid)} wei of native, not counted in the above. Transactions: {result.transactionHashes.join(', ')}
      </p>
    </section>
  )
}
