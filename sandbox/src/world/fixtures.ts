/**
 * The fixture world: tokens with the real chains' symbols and decimals and realistic prices,
 * the DEX deployments and their pools. Here, the tokens only: each plugin brings its own
 * deployments and pools (`SourceSandboxPart.world`: two Uniswap V2 and two Uniswap V3 per chain,
 * as real chains have forks of one DEX, ...), and the chain's world is the sum of the parts of the
 * loaded plugins (`withPluginWorlds`). Depth is in USD of total value locked; concentrated
 * liquidity is spread over many ranges around the price. Some pools are deep and some thin, so
 * that splitting and multi-hop change the best answer. Changing anything here changes the world's
 * fingerprint.
 */
export type FixtureToken = { symbol: string; name: string; decimals: number; priceUsd: number }

export type FixtureSource = {
  id: number
  name: string
  description: string
  /** The DEX type: the plugin whose sandbox part deploys it (skipped when no loaded plugin has that kind). */
  kind: string
  /** Plugin-specific deployment options (e.g. a fork's renamed swap callback). */
  options?: Record<string, unknown>
}

/** A concentrated-liquidity position: price range as multiples of the pool price (e.g. 0.9..1.1), and its USD size. */
export type FixtureRange = { lower: number; upper: number; usd: number }

export type FixturePool = {
  source: number
  /** Symbols of the two tokens (the wrapped native by its symbol). */
  pair: [string, string]
  /** Fee tier in millionths, for DEX types with tiers; absent: the source's default. */
  fee?: number
  /** Full-range liquidity: TVL in USD. */
  usd?: number
  /** Concentrated liquidity: positions. */
  ranges?: FixtureRange[]
  /** Plugin-specific pool options, passed to its sandbox part's `createPool` (e.g. a ve(3,3) pool's `stable` curve). */
  options?: Record<string, unknown>
}

export type FixtureWorld = { tokens: FixtureToken[]; sources: FixtureSource[]; pools: FixturePool[] }

export const fixtureWorlds: Record<number, FixtureWorld> = {
  999: {
    tokens: [
      { symbol: 'WHYPE', name: 'Wrapped HYPE', decimals: 18, priceUsd: 40 },
      { symbol: 'USDT0', name: 'USDT0', decimals: 6, priceUsd: 1 },
      { symbol: 'USDe', name: 'USDe', decimals: 18, priceUsd: 1 },
      { symbol: 'UBTC', name: 'Unit Bitcoin', decimals: 8, priceUsd: 100_000 },
      { symbol: 'UETH', name: 'Unit Ethereum', decimals: 18, priceUsd: 3_500 },
      { symbol: 'PURR', name: 'Purr', decimals: 18, priceUsd: 0.2 },
      { symbol: 'kHYPE', name: 'Kinetiq Staked HYPE', decimals: 18, priceUsd: 40.5 },
    ],
    sources: [],
    pools: [],
  },
  1868: {
    tokens: [
      { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, priceUsd: 3_500 },
      { symbol: 'USDC.e', name: 'Bridged USDC (Soneium)', decimals: 6, priceUsd: 1 },
      { symbol: 'USDT', name: 'Tether USD', decimals: 6, priceUsd: 1 },
      { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, priceUsd: 100_000 },
      { symbol: 'ASTR', name: 'Astar Token', decimals: 18, priceUsd: 0.05 },
      { symbol: 'wstETH', name: 'Wrapped liquid staked Ether 2.0', decimals: 18, priceUsd: 4_200 },
      { symbol: 'SONE', name: 'Soneium Token', decimals: 18, priceUsd: 0.8 },
    ],
    sources: [],
    pools: [],
  },
}
