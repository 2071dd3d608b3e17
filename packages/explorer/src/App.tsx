import { useEffect, useMemo, useRef, useState } from 'preact/hooks'
import type { Answer } from './Answer.js'
import { AnswerView } from './AnswerView.js'
import type { ChainInfo, ExplorerApi, QuoteResponse, SandboxChain, SourceInfo, TokenInfo } from './api.js'
import { BridgeView } from './BridgeView.js'
import { type CompetitionOutcome, CompetitionView } from './CompetitionView.js'
import { createTokenBook } from './createTokenBook.js'
import { type ExecuteOnSandboxReturnType, executeOnSandbox } from './executeOnSandbox.js'
import { FailureAlert } from './FailureAlert.js'
import { type Failure, failureOf } from './failureOf.js'
import type { Order } from './Order.js'
import { OrderForm } from './OrderForm.js'
import { orderFromSearch } from './orderFromSearch.js'
import { orderToSearch } from './orderToSearch.js'
import { readBalance } from './readBalance.js'
import { toQuoteRequest } from './toQuoteRequest.js'
import { useLiveQuote } from './useLiveQuote.js'

export type AppProps = { api: ExplorerApi }

/** The route explorer: an order (kept in the URL), its route as a diagram, and on a sandbox its execution. */
export function App({ api }: AppProps) {
  const [order, setOrder] = useState<Order>(() => orderFromSearch(location.search))
  const [chains, setChains] = useState<ChainInfo[]>([])
  const [metaChains, setMetaChains] = useState<ChainInfo[]>([])
  const [competition, setCompetition] = useState<(CompetitionOutcome & { fromLink: boolean }) | undefined>(undefined)
  const [sandbox, setSandbox] = useState<SandboxChain[] | undefined>(undefined)
  const [tokens, setTokens] = useState<TokenInfo[]>([])
  const [sources, setSources] = useState<SourceInfo[]>([])
  const [balances, setBalances] = useState<ReadonlyMap<string, bigint>>(new Map())
  const [answer, setAnswer] = useState<Answer | undefined>(undefined)
  const [failure, setFailure] = useState<Failure | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [execution, setExecution] = useState<(ExecuteOnSandboxReturnType & { quote: QuoteResponse }) | undefined>(undefined)
  const [amountError, setAmountError] = useState<string | undefined>(undefined)
  /** The text of the live region: each new quote, said once. */
  const [announcement, setAnnouncement] = useState('')
  const executingNow = useRef(false)
  const [executing, setExecuting] = useState(false)
  const quotedOnLoad = useRef(false)
  const [loaded, setLoaded] = useState(false)
  const chainId = order.chainId ?? chains[0]?.chainId
  const sandboxChain = sandbox?.find((chain) => chain.chainId === chainId)
  const account = sandboxChain?.accounts[order.account]
  const book = useMemo(() => createTokenBook({ tokens: [...tokens, ...(answer?.quote.tokens ?? [])] }), [tokens, answer?.quote])

  useEffect(() => {
    Promise.all([api.chains(), api.sandbox()]).then(
      ([chainList, sandboxChains]) => {
        setChains(chainList.serviceAg.chains)
        setMetaChains(chainList.meta.chains)
        setSandbox(sandboxChains)
      },
      (error: unknown) => setFailure(failureOf(error)),
    )
  }, [api])

  useEffect(() => {
    if (chainId === undefined) return
    Promise.all([api.tokens(chainId), api.sources(chainId)]).then(
      ([tokenList, sourceList]) => {
        setTokens(tokenList)
        setSources(sourceList)
      },
      (error: unknown) => setFailure(failureOf(error)),
    )
  }, [api, chainId])

  const refreshBalances = async () => {
    if (chainId === undefined || !account || tokens.length === 0) return
    const read = await Promise.all(
      tokens.map(async (token) => [token.address.toLowerCase(), await readBalance({ api, chainId, token: token.address, account })] as const),
    )
    setBalances(new Map(read))
  }
  // Balances after a shared link's first quote: the quote does not wait behind them.
  useEffect(() => {
    if (!loaded || busy) return
    refreshBalances().catch((error: unknown) => setFailure(failureOf(error)))
  }, [tokens, account, loaded, busy])

  // A new run: the order into the URL, the last answer cleared.
  const start = (current: Order, chainId: number) => {
    history.replaceState(null, '', orderToSearch({ ...current, chainId }))
    setBusy(true)
    setFailure(undefined)
    setAnswer(undefined)
    setCompetition(undefined)
    setAmountError(undefined)
  }
  /** The order's request, or its amount's error shown on the field (nothing is sent). */
  const requestOf = (current: Order) => {
    const built = toQuoteRequest({ order: current, tokens })
    if (built.amountError !== undefined) setAmountError(built.amountError)
    return built.request
  }

  const runQuote = async (current: Order) => {
    if (chainId === undefined) return
    start(current, chainId)
    setExecution(undefined)
    const started = performance.now()
    const fromLink = !loaded
    try {
      const request = requestOf(current)
      if (!request) return
      // The quote first (drawn at once), then on a sandbox the swap for the account: its gas cost
      // and the transactions to execute, with the route it was built on.
      const quote = await api.quote(chainId, request)
      const user = sandbox?.find((chain) => chain.chainId === chainId)?.accounts[current.account]
      const base = { chainId, side: current.side, request, user, fromLink }
      setAnswer({ ...base, quote, swap: undefined, elapsedMs: performance.now() - started })
      if (performance.getEntriesByName('sluice:first-quote').length === 0) performance.mark('sluice:first-quote')
      if (user) {
        const swap = await api.swap(chainId, { ...request, userAddress: user })
        setAnswer({ ...base, quote: swap.quote, swap, elapsedMs: performance.now() - started })
      }
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      setBusy(false)
    }
  }

  const runCompetition = async (current: Order) => {
    if (chainId === undefined) return
    start(current, chainId)
    const fromLink = !loaded
    try {
      const user = sandbox?.find((chain) => chain.chainId === chainId)?.accounts[current.account]
      if (!user) throw new Error('A competition needs the account that would swap: the funded sandbox accounts are offered when the server serves the sandbox.')
      if (current.side !== 'sell') throw new Error('A competition takes a sell (an exact amount in).')
      const request = requestOf(current)
      if (!request) return
      const decimals = tokens.find((token) => token.address.toLowerCase() === current.tokenIn.toLowerCase())?.decimals ?? 18
      const created = await api.createCompetition({
        chainId,
        tokenIn: request.tokenIn,
        tokenOut: request.tokenOut,
        amountIn: request.amountIn ?? '',
        userAddress: user,
        slippage: request.slippage,
        tokenInDecimals: decimals,
      })
      const quotes = await Promise.all(
        created.availableAggregators.map((aggregator) =>
          api.competitionQuote(created.competitionId, aggregator).then(
            (quote) => ({ aggregator, quote }),
            (error: unknown) => ({ aggregator, error: failureOf(error) }),
          ),
        ),
      )
      setCompetition({ results: await api.competitionResults(created.competitionId), quotes, fromLink })
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      setBusy(false)
    }
  }
  const run = (current: Order) => (current.view === 'competition' ? runCompetition(current) : runQuote(current))

  // A shared link quotes at once: the order in its URL, as soon as the chain's tokens are known.
  useEffect(() => {
    if (quotedOnLoad.current || tokens.length === 0 || (sandbox === undefined && chains.length === 0)) return
    quotedOnLoad.current = true
    if (order.view !== 'bridge' && order.tokenIn && order.tokenOut && order.amount) void run(order).then(() => setLoaded(true))
    else setLoaded(true)
  }, [tokens, chains, sandbox])

  // The quote kept live: each pushed quote that differs replaces the answer's.
  useLiveQuote({ api, answer, paused: executingNow, setAnswer, onFailure: (error) => setFailure(failureOf(error)) })

  // Each new quote said once in the live region.
  useEffect(() => {
    if (!answer) return
    const { quote } = answer
    setAnnouncement(
      `Quote at block ${quote.blockNumber.toLocaleString('en-US')}: ${book.amount(quote.amountIn, quote.tokenIn)} for ${book.amount(quote.amountOut, quote.tokenOut)}` +
        (quote.priceImpactPct == null ? '.' : `, price impact ${quote.priceImpactPct.toFixed(2)}%.`),
    )
  }, [answer?.quote])

  const execute = async () => {
    if (!answer?.swap) return
    const { swap } = answer
    setExecuting(true)
    executingNow.current = true
    setFailure(undefined)
    try {
      setExecution({ ...(await executeOnSandbox({ api, chainId: answer.chainId, swap })), quote: swap.quote })
      await refreshBalances()
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      executingNow.current = false
      setExecuting(false)
    }
  }

  const result = answer && (
    <AnswerView
      answer={answer}
      book={book}
      tokens={tokens}
      sandboxChain={sandboxChain}
      executing={executing}
      execution={execution}
      onExecute={() => void execute()}
    />
  )
  return (
    <main>
      <p class="visually-hidden" aria-live="polite" data-live="quote">
        {announcement}
      </p>
      <header>
        <h1>Sluice route explorer</h1>
        <p class="muted">{sandbox ? 'Sandbox: quotes execute on local chains with funded test accounts.' : 'Quotes only: this server serves real chains.'}</p>
      </header>
      <nav class="views" aria-label="Views">
        {(['route', 'competition', 'bridge'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={order.view === view}
            disabled={view === 'competition' && !metaChains.some((chain) => chain.chainId === chainId)}
            onClick={() => setOrder({ ...order, view, ...(view === 'bridge' || order.view === 'bridge' ? { tokenIn: '', tokenOut: '' } : {}) })}
          >
            {view === 'route' ? 'Route' : view === 'competition' ? 'Competition of aggregators' : 'Bridge'}
          </button>
        ))}
      </nav>
      {order.view === 'bridge' ? (
        chains.length > 0 && <BridgeView api={api} order={order} sandbox={sandbox} onChange={setOrder} />
      ) : (
        <>
          {answer?.fromLink && result}
          {competition?.fromLink && <CompetitionView outcome={competition} tokens={tokens} />}
          <OrderForm
            order={{ ...order, chainId }}
            chains={chains}
            tokens={tokens}
            sources={sources}
            sandbox={sandboxChain}
            balances={balances}
            busy={busy}
            amountError={amountError}
            onChange={(next) => {
              if (next.amount !== order.amount || next.tokenIn !== order.tokenIn || next.tokenOut !== order.tokenOut || next.side !== order.side)
                setAmountError(undefined)
              setOrder(next)
            }}
            onSubmit={() => void run(order)}
          />
          <FailureAlert failure={failure} />
          {competition && !competition.fromLink && <CompetitionView outcome={competition} tokens={tokens} />}
          {answer && !answer.fromLink && result}
        </>
      )}
    </main>
  )
}
