import type { Address, PublicClient } from 'viem'
import { createRpcBudget } from '../encoder/createRpcBudget.js'
import { encodeSwap } from '../encoder/encodeSwap.js'
import type { StorageSlotCache } from '../encoder/findStorageSlot.js'
import { grossAmountOutForBuy } from '../encoder/grossAmountOutForBuy.js'
import { ChainUnavailableError, InvalidParametersError, StaleStateError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import { summarizeError } from '../errors/summarizeError.js'
import { type ComputeUsdPricesReturnType, computeUsdPrices } from '../prices/computeUsdPrices.js'
import { quoteRoute } from '../quote/quoteRoute.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolStateSnapshot } from '../store/createPoolStateSnapshot.js'
import type { PoolStateStore, SyncToHeadParameters } from '../store/createPoolStateStore.js'
import type { TokenCache, UnsupportedToken } from '../tokens/createTokenCache.js'
import { withoutUnsupportedPools } from '../tokens/withoutUnsupportedPools.js'
import type { Route } from '../types/Route.js'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import type { QuoteWorkers, QuoteWorkersQuoteParameters } from '../workers/createQuoteWorkers.js'
import { applySwapTerms } from './applySwapTerms.js'
import { buildRebalance } from './buildRebalance.js'
import { buildZap } from './buildZap.js'
import type { ChainEngine, ChainEngineConfig, EngineQuote, EngineQuoteParameters, EngineSwap, EngineSwapParameters, PricedToken } from './ChainEngine.js'
import { engineTransactions } from './engineTransactions.js'
import { routerCallTerms } from './routerCallTerms.js'
import { withStateLoads } from './withStateLoads.js'

export type CreateChainEngineParameters = {
  chain: ChainEngineConfig
  client: PublicClient
  registry: SourceRegistry
  /** The chain's pool-state store; started here (the first sync ends before this resolves). */
  store: PoolStateStore
  tokenCache: TokenCache
  /** Told about each pool token found unsupported (its pools are skipped), e.g. to log it. */
  onUnsupportedToken?: ((token: UnsupportedToken) => void) | undefined
  /** Worker threads the solver runs on (`createQuoteWorkers`; closed with the engine); absent: the calling thread. */
  workers?: QuoteWorkers | undefined
}

/** Rounds of loading pool state (and quoting again) one quote may take. */
const MAX_STATE_LOADS = 4
/** How long a gas price is used before it is read again (ms). */
const GAS_PRICE_TTL = 5_000
/** Resolves in the event loop's next turn (after the I/O callbacks of this one). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
/** The RPC work one `/swap` may cost (reads, slot probes, simulation, gas estimates). */
const SWAP_RPC_BUDGET = { maxRequests: 32, timeoutMs: 10_000 }

/**
 * The routing engine of one chain, container-free (the server wires it; embedders call it
 * directly): the pool-state store (started here: the first sync ends before this resolves), token metadata of every pool token, USD
 * prices from the pool graph (per snapshot), and the solver on the store's snapshots. Quotes
 * read memory only; when the store's RPC stops answering they fail at once with
 * `ChainUnavailableError`/`StaleStateError` and work again when it answers.
 */
export async function createChainEngine({
  chain,
  client,
  registry,
  store,
  tokenCache,
  onUnsupportedToken,
  workers,
}: CreateChainEngineParameters): Promise<ChainEngine> {
  await store.start()
  /** Quotes (and swaps) between their start and their answer. */
  let quoting = 0
  // Pools of unsupported tokens are never routed: the workers drop them on their side. A quote
  // alone in the engine runs on this thread: nothing else waits for the event loop, and the
  // round trip to a worker would only add to its latency.
  /** The solver on one snapshot as it is (no state loads): on a worker while other quotes run, else on this thread. */
  const solveOnSnapshot = ({ snapshot, ...parameters }: QuoteWorkersQuoteParameters) =>
    workers && quoting > 1
      ? workers.quote({ ...parameters, snapshot, unsupportedTokens: tokenCache.unsupported() })
      : Promise.resolve().then(() => quoteRoute({ ...parameters, snapshot: withoutUnsupportedPools({ snapshot, unsupported: tokenCache.unsupported() }) }))
  /** A quote on the current snapshot, loading the state pools refused it for want of (`withStateLoads`). */
  const solve = (parameters: Omit<QuoteWorkersQuoteParameters, 'snapshot' | 'onStateNotLoaded'>) =>
    withStateLoads({ store, maxLoads: MAX_STATE_LOADS, run: (loads) => solveOnSnapshot({ ...parameters, ...loads }) })

  /** Pools trade the wrapped native token; the router wraps and unwraps. */
  const routable = (address: Address) => (address === NATIVE_TOKEN_ADDRESS ? chain.wrappedNative : address)

  // Token metadata of every pool token, read once per new set of pools.
  let loadedPools = -1
  let loading: Promise<unknown> | undefined
  const loadTokens = (snapshot: PoolStateSnapshot) => {
    if (snapshot.pools.length === loadedPools || loading) return loading
    const addresses = [...new Set([chain.wrappedNative, ...chain.stableTokens, ...snapshot.pools.flatMap((state) => state.pool.tokens)])]
    // A token that cannot be read is unsupported (its pools skipped); an RPC failure is retried with the next quote.
    // Each token's pool contract holds it (a singleton DEX's holds all its pools' tokens): a fee-on-transfer check simulates a transfer from there.
    const holders = new Map(snapshot.pools.flatMap((state) => state.pool.tokens.map((token) => [token.toLowerCase(), state.pool.address] as const)))
    loading = tokenCache
      .load(addresses, { holders })
      .then(
        ({ unsupported }) => {
          loadedPools = snapshot.pools.length
          for (const token of unsupported) onUnsupportedToken?.(token)
        },
        () => undefined,
      )
      .finally(() => {
        loading = undefined
      })
    return loading
  }
  /** The store's state, or `undefined` where `snapshot()` would throw (not synced, unavailable, stale). */
  const peekSnapshot = () => {
    try {
      return store.snapshot()
    } catch {
      return undefined
    }
  }
  // A node that is down at start-up does not stop the server: quotes answer 503 until it syncs.
  const initial = peekSnapshot()
  if (initial) await loadTokens(initial)

  const pricesBySnapshot = new WeakMap<PoolStateSnapshot, ComputeUsdPricesReturnType>()
  const pricesOf = (snapshot: PoolStateSnapshot) => {
    let prices = pricesBySnapshot.get(snapshot)
    if (!prices) {
      prices = computeUsdPrices({ simulators: snapshot.simulators, stables: chain.stableTokens, decimals: (token) => tokenCache.peek(token)?.decimals })
      pricesBySnapshot.set(snapshot, prices)
    }
    return prices
  }
  const priceUsd = (prices: ComputeUsdPricesReturnType, address: Address) => prices.get(routable(address).toLowerCase())?.priceUsd

  // Gas price, refreshed in the background; quotes never wait for it.
  let gasPrice = 0n
  let gasPriceAt = 0
  const refreshGasPrice = () => {
    if (Date.now() - gasPriceAt < GAS_PRICE_TTL) return
    gasPriceAt = Date.now()
    client.getGasPrice().then(
      (price) => {
        gasPrice = price
      },
      () => undefined,
    )
  }
  refreshGasPrice()

  /** `head`: the store's head rule; a swap requires the head (it fails rather than quote a state it could not confirm). */
  async function quote(parameters: EngineQuoteParameters, head: SyncToHeadParameters = {}): Promise<EngineQuote> {
    quoting++
    try {
      return await quoteAtHead(parameters, head)
    } finally {
      quoting--
    }
  }

  /**
   * A quote on the state at the chain's head as of the request. The head is read while the state
   * in hand is quoted (from the next event-loop turn, by when the read is on the wire unless another
   * was): when that state is the head's, as for most requests, its answer serves and the read adds
   * no latency; otherwise the quote runs again on the state synced to the head. While the node
   * hangs, the head read is not waited for (`syncToHead`): the state in hand serves while fresh.
   */
  async function quoteAtHead(parameters: EngineQuoteParameters, head: SyncToHeadParameters): Promise<EngineQuote> {
    const synced = store.syncToHead(head)
    const snapshotBeforeSync = peekSnapshot()
    const early = snapshotBeforeSync
      ? nextTurn()
          .then(() => quoteOnState(parameters))
          .then(
            (result) => ({ result }),
            (error: unknown) => ({ error }),
          )
      : undefined
    await synced
    const blockNumber = store.snapshot().blockNumber
    if (early && snapshotBeforeSync?.blockNumber === blockNumber) {
      const outcome = await early
      if ('error' in outcome) throw outcome.error
      if (outcome.result.blockNumber === blockNumber) return outcome.result
    }
    return quoteOnState(parameters)
  }

  async function quoteOnState(parameters: EngineQuoteParameters): Promise<EngineQuote> {
    const snapshot = store.snapshot()
    void loadTokens(snapshot)
    refreshGasPrice()
    const prices = pricesOf(snapshot)
    // Buy mode with a partner fee: the route must deliver the requested amount plus the fee.
    const amount =
      parameters.mode === 'buy' ? grossAmountOutForBuy({ amountOut: parameters.amount, partnerFeeBps: parameters.partnerFee?.bps ?? 0 }) : parameters.amount
    // Gas is paid in native; the solver weighs it in the objective token (output when selling).
    const objective = parameters.mode === 'sell' ? parameters.tokenOut : parameters.tokenIn
    const nativeUsd = priceUsd(prices, NATIVE_TOKEN_ADDRESS)
    const objectiveUsd = priceUsd(prices, objective)
    const objectiveDecimals = tokenCache.peek(objective)?.decimals
    const nativePrice = nativeUsd && objectiveUsd && objectiveDecimals !== undefined ? (nativeUsd / objectiveUsd) * 10 ** (objectiveDecimals - 18) : 0
    const { route, bestSinglePath, priceImpactPct, blockNumber } = await solve({
      tokenIn: routable(parameters.tokenIn),
      tokenOut: routable(parameters.tokenOut),
      mode: parameters.mode,
      amount,
      includedSources: parameters.includedSources,
      excludedSources: parameters.excludedSources,
      gasPrice,
      nativePrice,
      blockGasLimit: chain.blockGasLimit,
    })
    const userRoute = { ...route, tokenIn: parameters.tokenIn, tokenOut: parameters.tokenOut }
    const termsOf = (terms: Route) =>
      applySwapTerms({
        route: terms,
        amountOut: parameters.mode === 'buy' ? parameters.amount : undefined,
        slippage: parameters.slippage,
        partnerFee: parameters.partnerFee,
      })
    const terms = termsOf(userRoute)
    // The best single path on the same terms as the route (partner fee deducted when selling).
    const singleTerms = bestSinglePath && termsOf({ ...userRoute, ...bestSinglePath })
    // The user's tokens and every token a step names (the wrapped native when native is swapped).
    const addresses = [parameters.tokenIn, ...route.paths.flatMap((path) => path.steps.flatMap((step) => [step.tokenIn, step.tokenOut])), parameters.tokenOut]
    const tokens = [...new Set(addresses)].flatMap((address) => {
      const token = tokenCache.peek(address)
      return token ? [{ ...token, priceUsd: priceUsd(prices, address) ?? 0 }] : []
    })
    return {
      route: userRoute,
      amountIn: terms.amountIn,
      amountOut: terms.amountOut,
      minOutputAmount: terms.minOutputAmount,
      maxInputAmount: terms.maxInputAmount,
      partnerFee: parameters.partnerFee ? { ...parameters.partnerFee, amount: terms.feeAmount, token: parameters.tokenOut } : undefined,
      bestSinglePathAmount: singleTerms && (parameters.mode === 'sell' ? singleTerms.amountOut : singleTerms.amountIn),
      priceImpactPct,
      tokens,
      blockNumber,
    }
  }

  const storageSlotCache: StorageSlotCache = new Map()
  async function swap(parameters: EngineSwapParameters): Promise<EngineSwap> {
    const router = chain.router
    if (!router) throw new InvalidParametersError(`Swaps are not available on chain ${chain.chainId}: no Sluice router is configured.`)
    const quoted = await quote(parameters, { requireHead: true })
    const budget = createRpcBudget({ client, ...SWAP_RPC_BUDGET })
    const encoded = await encodeSwap({
      client: budget.client,
      storageSlotCache,
      registry,
      router,
      route: quoted.route,
      ...routerCallTerms({ chain, request: parameters }),
      amountOut: parameters.mode === 'buy' ? parameters.amount : undefined,
      tokens: quoted.tokens,
    }).catch((error: unknown) => {
      throw budget.exceeded() ?? (isSluiceError(error) ? error : new ChainUnavailableError({ chainId: chain.chainId, cause: error }))
    })
    const nativeUsd =
      quoted.tokens.find((token) => token.address === NATIVE_TOKEN_ADDRESS)?.priceUsd ?? priceUsd(pricesOf(store.snapshot()), NATIVE_TOKEN_ADDRESS)
    return {
      // The encoder's amounts are what the transaction enforces.
      quote: {
        ...quoted,
        amountIn: encoded.amountIn,
        amountOut: encoded.amountOut,
        minOutputAmount: encoded.minAmountOut,
        maxInputAmount: encoded.maxAmountIn,
        partnerFee: quoted.partnerFee && encoded.partnerFee ? { ...quoted.partnerFee, amount: encoded.partnerFee.feeAmount } : quoted.partnerFee,
      },
      ...engineTransactions({ encoded, nativeUsd }),
    }
  }

  /** Zap and rebalance: the pieces of the engine they need, on the state at the chain's head. */
  const liquidityPieces = async () => {
    // Transactions: only from a state confirmed at the head.
    await store.syncToHead({ requireHead: true })
    const snapshot = store.snapshot()
    void loadTokens(snapshot)
    const prices = pricesOf(snapshot)
    const pricedToken = (address: Address): PricedToken | undefined => {
      const token = tokenCache.peek(address)
      return token ? { ...token, priceUsd: priceUsd(prices, address) ?? 0 } : undefined
    }
    return { chain, registry, snapshot, client, pricedToken }
  }

  return {
    chainId: chain.chainId,
    name: chain.name,
    sources: () => registry.list().map(({ id, name, description, kind }) => ({ id, name, description, kind })),
    token(address) {
      if (loadedPools < 0) {
        // Nothing is known before the first sync: answer why (503) rather than "unknown token".
        void loadTokens(store.snapshot())
        throw new StaleStateError(`Token metadata of chain ${chain.chainId} is still loading.`)
      }
      return tokenCache.peek(address)
    },
    tokens() {
      const snapshot = store.snapshot()
      const prices = pricesOf(snapshot)
      const addresses = [NATIVE_TOKEN_ADDRESS, ...new Set(snapshot.pools.flatMap((state) => state.pool.tokens))]
      return addresses.flatMap((address) => {
        const token = tokenCache.peek(address)
        return token ? [{ ...token, priceUsd: priceUsd(prices, address) ?? 0 }] : []
      })
    },
    quote: (parameters) => quote(parameters),
    swap,
    async zap(request) {
      const pieces = await liquidityPieces()
      return withStateLoads({ store, maxLoads: MAX_STATE_LOADS, run: (loads) => buildZap({ ...pieces, ...loads, request }) })
    },
    async rebalance(request) {
      const pieces = await liquidityPieces()
      return withStateLoads({ store, maxLoads: MAX_STATE_LOADS, run: (loads) => buildRebalance({ ...pieces, ...loads, request }) })
    },
    async health() {
      const health = store.health()
      return {
        chainId: chain.chainId,
        ok: health.status === 'live',
        headBlock: health.blockNumber ?? null,
        stateBlock: health.blockNumber ?? null,
        stateAgeSeconds: health.lastSyncedAt === undefined ? null : (Date.now() - health.lastSyncedAt) / 1000,
        problem:
          health.status === 'live' ? undefined : `Pool state is ${health.status}${health.lastError ? `: ${summarizeError({ error: health.lastError })}` : ''}.`,
      }
    },
    onStateChange: (listener) =>
      store.onSync(({ blockNumber, kind, changed, added }) => {
        if (kind !== 'none') listener({ blockNumber, kind, changed, added })
      }),
    close: () => Promise.all([store.stop(), workers?.close()]).then(() => undefined),
  }
}
