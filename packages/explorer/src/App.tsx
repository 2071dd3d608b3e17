import { useEffect, useRef, useState } from 'preact/hooks'
import type { ChainInfo, ExplorerApi, QuoteResponse, SandboxChain, SourceInfo, SwapResponse, TokenInfo } from './api.js'
import { BridgeView } from './BridgeView.js'
import { type CompetitionOutcome, CompetitionView } from './CompetitionView.js'
import { ExecutionResult } from './ExecutionResult.js'
import { type ExecuteOnSandboxReturnType, executeOnSandbox } from './executeOnSandbox.js'
import { FailureAlert } from './FailureAlert.js'
import { type Failure, failureOf } from './failureOf.js'
import type { Order } from './Order.js'
import { OrderForm } from './OrderForm.js'
import { orderFromSearch } from './orderFromSearch.js'
import { orderToSearch } from './orderToSearch.js'
import { QuoteFacts } from './QuoteFacts.js'
import { RouteDiagram } from './RouteDiagram.js'
import { readBalance } from './readBalance.js'
import { toQuoteRequest } from './toQuoteRequest.js'

export type AppProps = { api: ExplorerApi }

type Answer = { quote: QuoteResponse; swap: SwapResponse | undefined; chainId: number; side: Order['side']; elapsedMs: number }
/** The route explorer: an order (kept in the URL), its route as a diagram, and on a sandbox its execution. */
export function App({ api }: AppProps) {
  const [order, setOrder] = useState<Order>(() => orderFromSearch(location.search))
  const [chains, setChains] = useState<ChainInfo[]>([])
  const [metaChains, setMetaChains] = useState<ChainInfo[]>([])
  const [competition, setCompetition] = useState<CompetitionOutcome | undefined>(undefined)
  const [sandbox, setSandbox] = useState<SandboxChain[] | undefined>(undefined)
  const [tokens, setTokens] = useState<TokenInfo[]>([])
  const [sources, setSources] = useState<SourceInfo[]>([])
  const [balances, setBalances] = useState<ReadonlyMap<string, bigint>>(new Map())
  const [answer, setAnswer] = useState<Answer | undefined>(undefined)
  const [failure, setFailure] = useState<Failure | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [execution, setExecution] = useState<ExecuteOnSandboxReturnType | undefined>(undefined)
  const [executing, setExecuting] = useState(false)
  const quotedOnLoad = useRef(false)
  const [loaded, setLoaded] = useState(false)
  const chainId = order.chainId ?? chains[0]?.chainId
  const sandboxChain = sandbox?.find((chain) => chain.chainId === chainId)
  const account = sandboxChain?.accounts[order.account]

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
  }

  const runQuote = async (current: Order) => {
    if (chainId === undefined) return
    start(current, chainId)
    setExecution(undefined)
    const started = performance.now()
    try {
      const request = toQuoteRequest({ order: current, tokens })
      // The quote first (drawn at once), then on a sandbox the swap for the account: its gas cost
      // and the transactions to execute, with the route it was built on.
      const quote = await api.quote(chainId, request)
      setAnswer({ quote, swap: undefined, chainId, side: current.side, elapsedMs: performance.now() - started })
      if (performance.getEntriesByName('sluice:first-quote').length === 0) performance.mark('sluice:first-quote')
      const user = sandbox?.find((chain) => chain.chainId === chainId)?.accounts[current.account]
      if (user) {
        const swap = await api.swap(chainId, { ...request, userAddress: user })
        setAnswer({ quote: swap.quote, swap, chainId, side: current.side, elapsedMs: performance.now() - started })
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
    try {
      const user = sandbox?.find((chain) => chain.chainId === chainId)?.accounts[current.account]
      if (!user) throw new Error('A competition needs the account that would swap: the funded sandbox accounts are offered when the server serves the sandbox.')
      if (current.side !== 'sell') throw new Error('A competition takes a sell (an exact amount in).')
      const request = toQuoteRequest({ order: current, tokens })
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
      setCompetition({ results: await api.competitionResults(created.competitionId), quotes })
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

  const execute = async () => {
    if (!answer?.swap) return
    setExecuting(true)
    setFailure(undefined)
    try {
      setExecution(await executeOnSandbox({ api, chainId: answer.chainId, swap: answer.swap }))
      await refreshBalances()
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      setExecuting(false)
    }
  }

  return (
    <main>
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
          <OrderForm
            order={{ ...order, chainId }}
            chains={chains}
            tokens={tokens}
            sources={sources}
            sandbox={sandboxChain}
            balances={balances}
            busy={busy}
            onChange={setOrder}
            onSubmit={() => void run(order)}
          />
          <FailureAlert failure={failure} />
          {competition && <CompetitionView outcome={competition} tokens={tokens} />}
          {answer && (
            <section class="answer" aria-label="Quote">
              <RouteDiagram quote={answer.quote} tokens={tokens} />
              <QuoteFacts
                quote={answer.quote}
                side={answer.side}
                swap={answer.swap}
                tokens={tokens}
                nativeSymbol={sandboxChain?.nativeSymbol}
                elapsedMs={answer.elapsedMs}
              />
              {answer.swap && sandboxChain && (
                <div class="execute">
                  <button type="button" onClick={() => void execute()} disabled={executing || execution !== undefined}>
                    {executing ? 'Executing…' : 'Execute on the sandbox'}
                  </button>
                  {execution && <ExecutionResult result={execution} quote={answer.quote} tokens={tokens} />}
                </div>
              )}
            </section>
          )}
        </>
      )}
    </main>
  )
}
