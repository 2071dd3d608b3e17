import type { Address, PublicClient } from 'viem'
import type { StorageSlotCache } from '../encoder/findStorageSlot.js'
import { StaleStateError } from '../errors/errors.js'
import { summarizeError } from '../errors/summarizeError.js'
import { type ComputeUsdPricesReturnType, computeUsdPrices } from '../prices/computeUsdPrices.js'
import { quoteRoute } from '../quote/quoteRoute.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolStateSnapshot } from '../store/createPoolStateSnapshot.js'
import type { PoolStateStore, SyncToHeadParameters } from '../store/createPoolStateStore.js'
import type { TokenCache, UnsupportedToken } from '../tokens/createTokenCache.js'
import { withoutUnsupportedPools } from '../tokens/withoutUnsupportedPools.js'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import type { QuoteWorkers, QuoteWorkersQuoteParameters } from '../workers/createQuoteWorkers.js'
import { type BuildQuoteSolveParameters, buildQuote } from './buildQuote.js'
import { buildRebalance } from './buildRebalance.js'
import { buildSwap } from './buildSwap.js'
import { buildZap } from './buildZap.js'
import type { ChainEngine, ChainEngineConfig, EngineQuote, EngineQuoteParameters, EngineSwapParameters, PricedToken } from './ChainEngine.js'
import { createGasPriceReader } from './createGasPriceReader.js'
import { createPoolTokenLoader } from './createPoolTokenLoader.js'
import { peekSnapshot } from './peekSnapshot.js'
import { quoteAtHead } from './quoteAtHead.js'
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
  const solveOnSnapshot = (parameters: QuoteWorkersQuoteParameters) =>
    workers && quoting > 1
      ? workers.quote({ ...parameters, unsupportedTokens: tokenCache.unsupported() })
      : Promise.resolve().then(() =>
          quoteRoute({ ...parameters, snapshot: withoutUnsupportedPools({ snapshot: parameters.snapshot, unsupported: tokenCache.unsupported() }) }),
        )
  /** A quote on the current snapshot, loading the state pools refused it for want of (`withStateLoads`). */
  const solve = (parameters: BuildQuoteSolveParameters) =>
    withStateLoads({ store, maxLoads: MAX_STATE_LOADS, run: (loads) => solveOnSnapshot({ ...parameters, ...loads }) })

  /** Pools trade the wrapped native token; the router wraps and unwraps. */
  const routable = (address: Address) => (address === NATIVE_TOKEN_ADDRESS ? chain.wrappedNative : address)

  const poolTokens = createPoolTokenLoader({ chain, tokenCache, onUnsupportedToken })
  // A node that is down at start-up does not stop the server: quotes answer 503 until it syncs.
  const initial = peekSnapshot({ store })
  if (initial) await poolTokens.load(initial)

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
  const gasPrice = createGasPriceReader({ client, ttlMs: GAS_PRICE_TTL })

  /** `head`: the store's head rule; a swap requires the head (it fails rather than quote a state it could not confirm). */
  async function quote(parameters: EngineQuoteParameters, head: SyncToHeadParameters = {}): Promise<EngineQuote> {
    quoting++
    try {
      return await quoteAtHead({ store, head, quoteOnState: () => quoteOnState(parameters) })
    } finally {
      quoting--
    }
  }

  async function quoteOnState(request: EngineQuoteParameters): Promise<EngineQuote> {
    const snapshot = store.snapshot()
    void poolTokens.load(snapshot)
    const prices = pricesOf(snapshot)
    return buildQuote({ chain, tokenCache, priceUsd: (address) => priceUsd(prices, address), gasPrice: gasPrice.current(), solve, request })
  }

  const storageSlotCache: StorageSlotCache = new Map()
  const swap = (request: EngineSwapParameters) =>
    buildSwap({
      chain,
      client,
      registry,
      storageSlotCache,
      quoteAtHead: (parameters) => quote(parameters, { requireHead: true }),
      nativePriceUsd: () => priceUsd(pricesOf(store.snapshot()), NATIVE_TOKEN_ADDRESS),
      request,
    })

  /** Zap and rebalance: the pieces of the engine they need, on the state at the chain's head. */
  const liquidityPieces = async () => {
    // Transactions: only from a state confirmed at the head.
    await store.syncToHead({ requireHead: true })
    const snapshot = store.snapshot()
    void poolTokens.load(snapshot)
    const prices = pricesOf(snapshot)
    const pricedToken = (address: Address): PricedToken | undefined => {
      const token = tokenCache.peek(address)
      return token ? { ...token, priceUsd: priceUsd(prices, address) ?? 0 } : undefined
    }
    return { chain, registry, snapshot, client, pricedToken, gasPrice: gasPrice.current() }
  }

  return {
    chainId: chain.chainId,
    name: chain.name,
    sources: () => registry.list().map(({ id, name, description, kind }) => ({ id, name, description, kind })),
    token(address) {
      if (!poolTokens.loaded()) {
        // Nothing is known before the first sync: answer why (503) rather than "unknown token".
        void poolTokens.load(store.snapshot())
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
