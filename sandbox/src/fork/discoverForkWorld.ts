import {
  type AnySourcePlugin,
  computeUsdPrices,
  createPoolStateStore,
  createSourceAdapters,
  createSourceRegistry,
  createTokenCache,
  type LogReader,
  type SourceChainContext,
  type SourceEntry,
} from '@sluice/core'
import { type Address, getAddress, type PublicClient } from 'viem'
import type { LeftOutToken, PoolEntry, TokenEntry } from '../SandboxManifest.js'

export type DiscoverForkWorldParameters = {
  /** A client of the fork at its fork block. */
  client: PublicClient
  /** Reads discovery's logs within the provider's log range. */
  logs: LogReader
  chain: SourceChainContext & { nativeSymbol: string }
  plugins: readonly AnySourcePlugin[]
  /** The sources present on the fork (`checkForkSources`). */
  sources: readonly SourceEntry[]
  /** Tokens worth 1 USD: the roots of the pools' prices. */
  stableTokens: readonly Address[]
}

export type DiscoverForkWorldReturnType = {
  pools: PoolEntry[]
  /** The pools' tokens, each with its price from the pools (`fixturePriceUsd`) where one is found. */
  tokens: TokenEntry[]
  /** Tokens that cannot be routed (not an ERC-20, a fee on transfer), left out with their pools. */
  leftOutTokens: LeftOutToken[]
}

/**
 * A fork's pools and tokens, found as the server finds them: the sources' adapters discover their
 * pools from each deploy block to the fork block and read their state (one sync of a pool-state
 * store); the pools' tokens are read as the server reads them (metadata, transfers simulated from
 * a pool that holds them); each token's USD price comes from the pools, breadth-first from the
 * stable tokens (`computeUsdPrices`).
 */
export async function discoverForkWorld({
  client,
  logs,
  chain,
  plugins,
  sources,
  stableTokens,
}: DiscoverForkWorldParameters): Promise<DiscoverForkWorldReturnType> {
  const registry = createSourceRegistry({ adapters: createSourceAdapters({ plugins, sources, chain }) })
  const store = createPoolStateStore({ chainId: chain.chainId, client, logs, registry, immediateRetries: 0 })
  let snapshot: ReturnType<typeof store.snapshot>
  try {
    await store.sync()
    snapshot = store.snapshot()
  } finally {
    await store.stop()
  }

  const holders = new Map<string, Address>()
  for (const { pool } of snapshot.pools) for (const token of pool.tokens) holders.set(token.toLowerCase(), pool.address)
  const tokenCache = createTokenCache({
    chainId: chain.chainId,
    client,
    nativeCurrency: { symbol: chain.nativeSymbol, name: chain.nativeSymbol, decimals: 18 },
    multicall3: chain.multicall3,
  })
  const { tokens: loaded, unsupported } = await tokenCache.load([...holders.keys()], { holders })
  const excluded = new Set(unsupported.map((token) => token.address.toLowerCase()))
  const routed = snapshot.pools.filter(({ pool }) => !pool.tokens.some((token) => excluded.has(token.toLowerCase())))
  const decimals = new Map(loaded.map((token) => [token.address.toLowerCase(), token.decimals]))
  const prices = computeUsdPrices({
    simulators: routed.map(({ pool }) => snapshot.simulator(pool)),
    stables: stableTokens,
    decimals: (token) => decimals.get(token.toLowerCase()),
  })

  const pools: PoolEntry[] = routed.map(({ pool }) => ({
    id: pool.id,
    address: pool.address,
    sourceId: pool.sourceId,
    tokens: [pool.tokens[0], pool.tokens[1]],
    fee: pool.fee,
    ...(pool.extra ? { extra: pool.extra } : {}),
  }))
  const inPools = new Set(pools.flatMap((pool) => pool.tokens.map((token) => token.toLowerCase())))
  const tokens: TokenEntry[] = loaded
    .filter((token) => inPools.has(token.address.toLowerCase()))
    .map((token) => {
      const price = prices.get(token.address.toLowerCase())
      return {
        address: getAddress(token.address),
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        ...(price ? { fixturePriceUsd: price.priceUsd } : {}),
      }
    })
  return {
    pools: pools.sort((a, b) => a.sourceId - b.sourceId || a.id.localeCompare(b.id)),
    tokens: tokens.sort((a, b) => a.symbol.localeCompare(b.symbol) || a.address.localeCompare(b.address)),
    leftOutTokens: unsupported.map((token) => ({ address: getAddress(token.address), reason: token.reason })),
  }
}
