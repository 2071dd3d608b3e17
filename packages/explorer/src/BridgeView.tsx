import { useEffect, useRef, useState } from 'preact/hooks'
import { ApiError, type CrossChain, type CrossChainQuote, type CrossChainStatus, type Currency, type ExplorerApi, type SandboxChain } from './api.js'
import { FailureAlert } from './FailureAlert.js'
import { type Failure, failureOf } from './failureOf.js'
import { formatAmount } from './formatAmount.js'
import { humanizeExplanation } from './humanizeExplanation.js'
import type { Order } from './Order.js'
import { orderToSearch } from './orderToSearch.js'
import { sendSandboxTransaction } from './sendSandboxTransaction.js'
import { shortAddress } from './shortAddress.js'
import { toQuoteRequest } from './toQuoteRequest.js'

export type BridgeViewProps = {
  api: ExplorerApi
  order: Order
  /** The sandbox's chains and funded accounts; bridging is offered only there. */
  sandbox: readonly SandboxChain[] | undefined
  onChange: (order: Order) => void
}

/** Seconds between two reads of a deposit's status. */
const STATUS_INTERVAL_MS = 1_000

/**
 * A cross-chain order: its quote (the steps, the bridge and its fee, the time estimate) and, on the
 * sandbox, the deposit sent from a funded account with its status read live until it is final.
 */
export function BridgeView({ api, order, sandbox, onChange }: BridgeViewProps) {
  const [chains, setChains] = useState<CrossChain[] | undefined | null>(null)
  const [currencies, setCurrencies] = useState<Currency[]>([])
  const [quote, setQuote] = useState<CrossChainQuote | undefined>(undefined)
  const [status, setStatus] = useState<CrossChainStatus | undefined>(undefined)
  const [failure, setFailure] = useState<Failure | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [amountError, setAmountError] = useState<string | undefined>(undefined)
  const autoQuoted = useRef(false)
  /** The quote came from a shared link: it goes above the form, in view. */
  const [linked, setLinked] = useState(false)
  const origin = order.chainId ?? chains?.[0]?.chainId
  const destination = order.destinationChainId ?? chains?.find((chain) => chain.chainId === origin)?.destinations[0]
  const account = sandbox?.find((chain) => chain.chainId === origin)?.accounts[order.account]
  const set = (patch: Partial<Order>) => onChange({ ...order, chainId: origin, destinationChainId: destination, ...patch })

  useEffect(() => {
    api.crossChains().then(setChains, (error: unknown) => setFailure(failureOf(error)))
  }, [api])
  useEffect(() => {
    if (origin === undefined || destination === undefined) return
    api.currencies([origin, destination]).then(setCurrencies, (error: unknown) => setFailure(failureOf(error)))
  }, [api, origin, destination])

  const runQuote = async () => {
    if (origin === undefined || destination === undefined) return
    history.replaceState(null, '', orderToSearch({ ...order, chainId: origin, destinationChainId: destination }))
    setBusy(true)
    setFailure(undefined)
    setQuote(undefined)
    setStatus(undefined)
    try {
      if (!account)
        throw new Error(
          'A cross-chain quote is built for the account that deposits: the funded sandbox accounts are offered when the server serves the sandbox.',
        )
      const { request, amountError } = toQuoteRequest({
        order: { ...order, side: 'sell' },
        tokens: currencies.filter((currency) => currency.chainId === origin),
      })
      setAmountError(amountError)
      if (!request) return
      setQuote(
        await api.crossChainQuote({
          userAddress: account,
          originChainId: origin,
          destinationChainId: destination,
          tokenIn: order.tokenIn,
          tokenOut: order.tokenOut,
          amountIn: request.amountIn ?? '',
          slippage: request.slippage,
        }),
      )
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      setBusy(false)
    }
  }

  // A shared link quotes at once, when the currencies are known.
  useEffect(() => {
    if (autoQuoted.current || currencies.length === 0) return
    autoQuoted.current = true
    if (!order.tokenIn || !order.tokenOut || !order.amount) return
    setLinked(true)
    void runQuote()
  }, [currencies])

  const bridge = async () => {
    if (!quote) return
    setBusy(true)
    setFailure(undefined)
    try {
      let deposit = ''
      for (const transaction of quote.transactions) deposit = (await sendSandboxTransaction({ api, chainId: transaction.chainId, transaction })).hash
      // Live status, read from the chains by the server, until it is final.
      for (;;) {
        const current = await api.crossChainStatus(deposit).catch((error: unknown) => {
          // The server may not have seen the deposit's block yet.
          if (error instanceof ApiError && error.status === 404) return undefined
          throw error
        })
        if (current) setStatus(current)
        if (current?.status.final) break
        await new Promise((resolve) => setTimeout(resolve, STATUS_INTERVAL_MS))
      }
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      setBusy(false)
    }
  }

  if (chains === undefined) return <p role="status">This server has no cross-chain API: no chain has a bridge.</p>
  const currency = (chainId: number | undefined, address: string) =>
    currencies.find((candidate) => candidate.chainId === chainId && candidate.address.toLowerCase() === address.toLowerCase())
  const amount = (chainId: number | undefined, address: string, wei: string) => {
    const known = currency(chainId, address)
    return known ? `${formatAmount({ wei, decimals: known.decimals })} ${known.symbol}` : `${wei} wei of ${shortAddress(address)}`
  }
  const currencySelect = (id: string, text: string, chainId: number | undefined, value: string, pick: (address: string) => void) => (
    <label for={id}>
      {text}
      <select id={id} value={value} onChange={(event) => pick(event.currentTarget.value)}>
        <option value="">Choose a token</option>
        {currencies
          .filter((candidate) => candidate.chainId === chainId)
          .map((candidate) => (
            <option key={candidate.address} value={candidate.address}>
              {candidate.symbol}
              {candidate.bridgeable ? ' · bridged as is' : ' · swapped'}
            </option>
          ))}
      </select>
    </label>
  )
  const chainSelect = (id: string, text: string, value: number | undefined, options: readonly CrossChain[], pick: (chainId: number) => void) => (
    <label for={id}>
      {text}
      <select id={id} value={value ?? ''} onChange={(event) => pick(Number(event.currentTarget.value))}>
        {options.map((chain) => (
          <option key={chain.chainId} value={chain.chainId}>
            {chain.chainId} · {chain.name}
          </option>
        ))}
      </select>
    </label>
  )
  const decimalInput = (id: string, text: string, value: string, pick: (value: string) => void, error?: string) => (
    <div class="field">
      <label for={id}>{text}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onInput={(event) => pick(event.currentTarget.value)}
      />
      {error !== undefined && (
        <span id={`${id}-error`} class="field-error">
          {error}
        </span>
      )}
    </div>
  )
  const destinations = (chains ?? []).filter((chain) => chains?.find((from) => from.chainId === origin)?.destinations.includes(chain.chainId))
  const answer = quote && (
    <div class="answer">
      <ol class="steps" aria-label="Steps">
        {quote.transactionExplanations.map((explanation, index) => (
          <li key={index}>
            {humanizeExplanation({
              text: explanation,
              quote: quote.quote,
              originChainId: quote.originChainId,
              destinationChainId: quote.destinationChainId,
              currencies,
            })}
          </li>
        ))}
      </ol>
      <dl class="facts" aria-label="Bridge quote facts">
        <dt>Sent</dt>
        <dd>{amount(quote.originChainId, order.tokenIn, quote.quote.amountIn)}</dd>
        <dt>Received (expected)</dt>
        <dd data-fact="xchain-out" title={`${quote.quote.amountOut} wei`}>
          {amount(quote.destinationChainId, order.tokenOut, quote.quote.amountOut)}
        </dd>
        <dt>Received at least</dt>
        <dd>{amount(quote.destinationChainId, order.tokenOut, quote.quote.minAmountOut)}</dd>
        <dt>Bridge</dt>
        <dd>
          {quote.quote.bridge.kind} ({quote.quote.bridge.symbol}), fee{' '}
          <span data-fact="xchain-fee" title={`${quote.quote.bridge.totalFee} wei`}>
            {amount(origin, quote.quote.bridge.inputToken, quote.quote.bridge.totalFee)}
          </span>
        </dd>
        <dt>Time estimate</dt>
        <dd>{quote.timeEstimate.toLocaleString('en-US')} s</dd>
      </dl>
      {account && (
        <div class="execute">
          <button type="button" onClick={() => void bridge()} disabled={busy || status !== undefined}>
            Bridge on the sandbox
          </button>
          {status && (
            <p class="verdict" role="status" data-xchain-status={status.status.label}>
              Status: {status.status.label}
              {status.destination.fillTxHash && (
                <>
                  {' · fill '}
                  <code title={status.destination.fillTxHash}>{shortAddress(status.destination.fillTxHash)}</code>
                </>
              )}
              {status.status.final ? '' : ' (reading the chains…)'}
            </p>
          )}
        </div>
      )}
    </div>
  )
  return (
    <section aria-label="Bridge">
      {linked && answer}
      <form
        class="order"
        aria-label="Cross-chain order"
        onSubmit={(event) => {
          event.preventDefault()
          setLinked(false)
          void runQuote()
        }}
      >
        {chainSelect('origin', 'From chain', origin, chains ?? [], (chainId) => set({ chainId, destinationChainId: undefined, tokenIn: '', tokenOut: '' }))}
        {chainSelect('destination', 'To chain', destination, destinations, (destinationChainId) => set({ destinationChainId, tokenOut: '' }))}
        {currencySelect('xchain-in', 'Token in (origin)', origin, order.tokenIn, (tokenIn) => set({ tokenIn }))}
        {currencySelect('xchain-out', 'Token out (destination)', destination, order.tokenOut, (tokenOut) => set({ tokenOut }))}
        {decimalInput(
          'xchain-amount',
          `Amount to send${currency(origin, order.tokenIn) ? ` (${currency(origin, order.tokenIn)!.symbol})` : ''}`,
          order.amount,
          (amount) => {
            setAmountError(undefined)
            set({ amount })
          },
          amountError,
        )}
        {decimalInput('xchain-slippage', 'Slippage (fraction)', order.slippage, (slippage) => set({ slippage }))}
        <button type="submit" disabled={busy}>
          {busy ? 'Working…' : 'Quote the bridge'}
        </button>
      </form>
      <FailureAlert failure={failure} />
      {!linked && answer}
    </section>
  )
}
