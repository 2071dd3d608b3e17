/**
 * The fixture world: tokens with the real chains' symbols and decimals and realistic prices,
 * the DEX deployments (two Uniswap V2 and two Uniswap V3 per chain, as real chains have forks
 * of one DEX), and their pools. Depth is in USD of total value locked; V3 liquidity is spread
 * over many ranges around the price. Some pools are deep and some thin, so that splitting and
 * multi-hop change the best answer. Changing anything here changes the world's fingerprint.
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

const fixtureSources: FixtureSource[] = [
  { id: 1, name: 'UniswapV2', description: 'Uniswap V2 constant-product pools, 0.3% fee (fixture deployment).', kind: 'uniswap-v2' },
  { id: 2, name: 'ForkSwapV2', description: 'A Uniswap V2 fork: its own factory and router (fixture deployment).', kind: 'uniswap-v2' },
  { id: 3, name: 'UniswapV3', description: 'Uniswap V3 concentrated liquidity, fee tiers 0.01% to 1% (fixture deployment).', kind: 'uniswap-v3' },
  { id: 4, name: 'ForkSwapV3', description: 'A Uniswap V3 fork: its own factory, position manager and routers (fixture deployment).', kind: 'uniswap-v3' },
]

/** Uniswap V4: one singleton PoolManager, hookless pools (Soneium has it; the fixture puts it on both chains). */
const uniswapV4: FixtureSource = {
  id: 6,
  name: 'UniswapV4',
  description: 'Uniswap V4 singleton PoolManager, hookless pools (fixture deployment).',
  kind: 'uniswap-v4',
}

/** Algebra Integral with owner-set (dynamic) fees, as its forks on HyperEVM (Gliquid, HyperCat, ...). */
const algebraIntegral: FixtureSource = {
  id: 7,
  name: 'AlgebraIntegral',
  description: 'Algebra Integral concentrated liquidity with per-pool dynamic fees (fixture deployment).',
  kind: 'algebra-integral',
}

/** Velodrome V2 (ve(3,3)): volatile x·y pools and stable x³y + xy³ pools, as Velodrome's forks on both chains (KittenSwap, Kyo, ...). */

/** A V3 fork with a renamed swap callback, as HyperSwap V3 on HyperEVM. */
const hyperswapV3: FixtureSource = {
  id: 5,
  name: 'HyperSwapV3',
  description: 'A Uniswap V3 fork whose pools call hyperswapV3SwapCallback, as HyperSwap V3 does (fixture deployment).',
  kind: 'uniswap-v3',
  options: { swapCallback: 'hyperswapV3SwapCallback' },
}

/** Shapes of V3 liquidity, from a tight stable-pair book to a wide volatile one. */
const stableBook = (usd: number): FixtureRange[] => [
  { lower: 0.9995, upper: 1.0005, usd: usd * 0.4 },
  { lower: 0.998, upper: 1.002, usd: usd * 0.25 },
  { lower: 0.99, upper: 1.01, usd: usd * 0.15 },
  { lower: 0.97, upper: 1.0, usd: usd * 0.05 },
  { lower: 1.0, upper: 1.03, usd: usd * 0.05 },
  { lower: 0.5, upper: 2, usd: usd * 0.1 },
]
const volatileBook = (usd: number): FixtureRange[] => [
  { lower: 0.98, upper: 1.02, usd: usd * 0.25 },
  { lower: 0.95, upper: 1.05, usd: usd * 0.2 },
  { lower: 0.9, upper: 1.1, usd: usd * 0.15 },
  { lower: 0.8, upper: 1.25, usd: usd * 0.1 },
  { lower: 0.6, upper: 1.0, usd: usd * 0.08 },
  { lower: 1.0, upper: 1.6, usd: usd * 0.08 },
  { lower: 1.02, upper: 1.3, usd: usd * 0.04 },
  { lower: 0.75, upper: 0.97, usd: usd * 0.04 },
  { lower: 0.1, upper: 10, usd: usd * 0.06 },
]
const thinBook = (usd: number): FixtureRange[] => [
  { lower: 0.9, upper: 1.1, usd: usd * 0.5 },
  { lower: 0.5, upper: 2, usd: usd * 0.5 },
]

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
    sources: [...fixtureSources, hyperswapV3, uniswapV4, algebraIntegral],
    pools: [
      { source: 1, pair: ['WHYPE', 'USDT0'], usd: 4_000_000 },
      { source: 1, pair: ['UBTC', 'USDT0'], usd: 1_500_000 },
      { source: 1, pair: ['PURR', 'WHYPE'], usd: 600_000 },
      { source: 1, pair: ['UETH', 'WHYPE'], usd: 800_000 },
      { source: 1, pair: ['USDe', 'USDT0'], usd: 300_000 },
      { source: 2, pair: ['WHYPE', 'USDT0'], usd: 700_000 },
      { source: 2, pair: ['UETH', 'USDT0'], usd: 400_000 },
      { source: 2, pair: ['kHYPE', 'WHYPE'], usd: 250_000 },
      { source: 2, pair: ['UBTC', 'UETH'], usd: 150_000 },
      { source: 3, pair: ['WHYPE', 'USDT0'], fee: 500, ranges: volatileBook(6_000_000) },
      { source: 3, pair: ['WHYPE', 'USDT0'], fee: 3000, ranges: volatileBook(1_500_000) },
      { source: 3, pair: ['UBTC', 'USDT0'], fee: 500, ranges: volatileBook(3_000_000) },
      { source: 3, pair: ['UETH', 'USDT0'], fee: 500, ranges: volatileBook(2_500_000) },
      { source: 3, pair: ['USDe', 'USDT0'], fee: 100, ranges: stableBook(5_000_000) },
      { source: 3, pair: ['kHYPE', 'WHYPE'], fee: 100, ranges: stableBook(2_000_000) },
      { source: 3, pair: ['PURR', 'USDT0'], fee: 10000, ranges: thinBook(80_000) },
      { source: 4, pair: ['WHYPE', 'USDT0'], fee: 3000, ranges: volatileBook(900_000) },
      { source: 4, pair: ['UBTC', 'WHYPE'], fee: 3000, ranges: volatileBook(700_000) },
      { source: 4, pair: ['UETH', 'UBTC'], fee: 500, ranges: volatileBook(1_000_000) },
      { source: 4, pair: ['USDe', 'WHYPE'], fee: 3000, ranges: thinBook(120_000) },
      { source: 5, pair: ['WHYPE', 'USDT0'], fee: 3000, ranges: volatileBook(1_100_000) },
      { source: 5, pair: ['UETH', 'WHYPE'], fee: 500, ranges: volatileBook(600_000) },
      { source: 6, pair: ['WHYPE', 'USDT0'], fee: 500, ranges: volatileBook(1_500_000) },
      { source: 6, pair: ['kHYPE', 'WHYPE'], fee: 100, ranges: stableBook(800_000) },
      { source: 7, pair: ['WHYPE', 'USDT0'], fee: 2500, ranges: volatileBook(2_000_000) },
      { source: 7, pair: ['UBTC', 'USDT0'], fee: 500, ranges: volatileBook(900_000) },
      { source: 7, pair: ['USDe', 'USDT0'], fee: 100, ranges: stableBook(1_200_000) },
    ],
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
    sources: [...fixtureSources, uniswapV4, algebraIntegral],
    pools: [
      { source: 1, pair: ['WETH', 'USDC.e'], usd: 5_000_000 },
      { source: 1, pair: ['ASTR', 'WETH'], usd: 700_000 },
      { source: 1, pair: ['WBTC', 'WETH'], usd: 900_000 },
      { source: 1, pair: ['USDT', 'USDC.e'], usd: 250_000 },
      { source: 2, pair: ['WETH', 'USDC.e'], usd: 800_000 },
      { source: 2, pair: ['SONE', 'WETH'], usd: 300_000 },
      { source: 2, pair: ['ASTR', 'USDC.e'], usd: 150_000 },
      { source: 2, pair: ['wstETH', 'WETH'], usd: 400_000 },
      { source: 3, pair: ['WETH', 'USDC.e'], fee: 500, ranges: volatileBook(8_000_000) },
      { source: 3, pair: ['WETH', 'USDC.e'], fee: 3000, ranges: volatileBook(2_000_000) },
      { source: 3, pair: ['USDT', 'USDC.e'], fee: 100, ranges: stableBook(6_000_000) },
      { source: 3, pair: ['wstETH', 'WETH'], fee: 100, ranges: stableBook(3_000_000) },
      { source: 3, pair: ['WBTC', 'USDC.e'], fee: 3000, ranges: volatileBook(2_500_000) },
      { source: 3, pair: ['ASTR', 'WETH'], fee: 10000, ranges: thinBook(90_000) },
      { source: 4, pair: ['WETH', 'USDT'], fee: 500, ranges: volatileBook(1_200_000) },
      { source: 4, pair: ['WBTC', 'WETH'], fee: 500, ranges: volatileBook(1_500_000) },
      { source: 4, pair: ['SONE', 'USDC.e'], fee: 3000, ranges: thinBook(150_000) },
      { source: 4, pair: ['WETH', 'USDC.e'], fee: 3000, ranges: volatileBook(600_000) },
      { source: 6, pair: ['WETH', 'USDC.e'], fee: 500, ranges: volatileBook(3_000_000) },
      { source: 6, pair: ['wstETH', 'WETH'], fee: 100, ranges: stableBook(1_000_000) },
      { source: 6, pair: ['WBTC', 'WETH'], fee: 3000, ranges: volatileBook(800_000) },
      { source: 7, pair: ['WETH', 'USDC.e'], fee: 2500, ranges: volatileBook(1_000_000) },
      { source: 7, pair: ['ASTR', 'USDC.e'], fee: 500, ranges: thinBook(200_000) },
    ],
  },
}
