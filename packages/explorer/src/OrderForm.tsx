import type { ChainInfo, SandboxChain, SourceInfo, TokenInfo } from './api.js'
import { formatAmount } from './formatAmount.js'
import { formatUsd } from './formatUsd.js'
import type { Order } from './Order.js'

export type OrderFormProps = {
  order: Order
  chains: readonly ChainInfo[]
  tokens: readonly TokenInfo[]
  sources: readonly SourceInfo[]
  /** The sandbox chain picked, when the server serves a sandbox: its funded accounts. */
  sandbox: SandboxChain | undefined
  /** The picked account's balances by lower-case token address. */
  balances: ReadonlyMap<string, bigint>
  busy: boolean
  /** Why the typed amount cannot be sent, in the user's units: shown on the field. */
  amountError: string | undefined
  onChange: (order: Order) => void
  onSubmit: () => void
}

const priceOf = (token: TokenInfo) => (token.priceUsd > 0 ? ` · ${formatUsd({ usd: token.priceUsd })}` : '')

/** Chain, tokens (with prices and balances), amount, sell or buy, slippage, sources and, on a sandbox, the account. */
export function OrderForm({ order, chains, tokens, sources, sandbox, balances, busy, amountError, onChange, onSubmit }: OrderFormProps) {
  const set = (patch: Partial<Order>) => onChange({ ...order, ...patch })
  const counted = tokens.find((token) => token.address.toLowerCase() === (order.side === 'sell' ? order.tokenIn : order.tokenOut).toLowerCase())
  const label = (token: TokenInfo) => {
    const balance = balances.get(token.address.toLowerCase())
    return `${token.symbol}${priceOf(token)}${balance === undefined ? '' : ` · balance ${formatAmount({ wei: balance, decimals: token.decimals, digits: 4 })}`}`
  }
  const tokenSelect = (id: string, text: string, value: string, pick: (address: string) => void) => (
    <label for={id}>
      {text}
      <select id={id} value={value} onChange={(event) => pick(event.currentTarget.value)}>
        <option value="">Choose a token</option>
        {tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {label(token)}
          </option>
        ))}
      </select>
    </label>
  )
  const sourceMode = (id: number) => (order.includedSources.includes(id) ? 'include' : order.excludedSources.includes(id) ? 'exclude' : 'any')
  const setSource = (id: number, mode: string) =>
    set({
      includedSources: [...order.includedSources.filter((other) => other !== id), ...(mode === 'include' ? [id] : [])],
      excludedSources: [...order.excludedSources.filter((other) => other !== id), ...(mode === 'exclude' ? [id] : [])],
    })
  return (
    <form
      class="order"
      aria-label="Order"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <label for="chain">
        Chain
        <select id="chain" value={order.chainId ?? ''} onChange={(event) => set({ chainId: Number(event.currentTarget.value), tokenIn: '', tokenOut: '' })}>
          {chains.map((chain) => (
            <option key={chain.chainId} value={chain.chainId}>
              {chain.chainId} · {chain.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset class="side">
        <legend>Side</legend>
        {(['sell', 'buy'] as const).map((side) => (
          <label key={side}>
            <input type="radio" name="side" value={side} checked={order.side === side} onChange={() => set({ side })} />
            {side === 'sell' ? 'Sell (exact in)' : 'Buy (exact out)'}
          </label>
        ))}
      </fieldset>
      {tokenSelect('token-in', 'Token in', order.tokenIn, (tokenIn) => set({ tokenIn }))}
      {tokenSelect('token-out', 'Token out', order.tokenOut, (tokenOut) => set({ tokenOut }))}
      <div class="field">
        <label for="amount">
          {order.side === 'sell' ? 'Amount to sell' : 'Amount to buy'}
          {counted ? ` (${counted.symbol})` : ''}
        </label>
        <input
          id="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1,000 or 0.5"
          value={order.amount}
          aria-invalid={amountError !== undefined}
          aria-describedby={amountError === undefined ? undefined : 'amount-error'}
          onInput={(event) => set({ amount: event.currentTarget.value })}
        />
        {amountError !== undefined && (
          <span id="amount-error" class="field-error">
            {amountError}
          </span>
        )}
      </div>
      <label for="slippage">
        Slippage (fraction, 0.005 = 0.5%)
        <input id="slippage" inputMode="decimal" autoComplete="off" value={order.slippage} onInput={(event) => set({ slippage: event.currentTarget.value })} />
      </label>
      {sandbox && sandbox.accounts.length > 0 && (
        <label for="account">
          Sandbox account
          <select id="account" value={order.account} onChange={(event) => set({ account: Number(event.currentTarget.value) })}>
            {sandbox.accounts.map((account, index) => (
              <option key={account} value={index}>
                {account}
              </option>
            ))}
          </select>
        </label>
      )}
      <details class="sources">
        <summary>
          Sources ({order.includedSources.length} only, {order.excludedSources.length} excluded)
        </summary>
        <ul>
          {sources.map((source) => (
            <li key={source.id}>
              <label for={`source-${source.id}`}>
                {source.name} <span class="muted">#{source.id}</span>
                <select id={`source-${source.id}`} value={sourceMode(source.id)} onChange={(event) => setSource(source.id, event.currentTarget.value)}>
                  <option value="any">may be used</option>
                  <option value="include">only these</option>
                  <option value="exclude">never</option>
                </select>
              </label>
            </li>
          ))}
        </ul>
      </details>
      <button type="submit" disabled={busy}>
        {busy ? 'Working…' : order.view === 'competition' ? 'Run the competition' : 'Quote'}
      </button>
    </form>
  )
}
