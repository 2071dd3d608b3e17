import { fixtureRangeBook } from '@sluice/core'
import { fixtureWorlds } from '@sluice/sandbox'

/** The chains a replica exists for. */
export type ReplicaChainId = 999 | 1868

/** A token of a replica: the sandbox fixture's symbol, name, decimals and USD price. */
export type ReplicaTokenSpec = { symbol: string; name: string; decimals: number; priceUsd: number }

/** A pool of a replica, created through the factory of the known deployment named `source`. */
export type ReplicaPoolSpec = {
  /** The known deployment's `name` (e.g. `UniswapV3`). */
  source: string
  pair: readonly [string, string]
  /** Fee in millionths (a tier, or a ve(3,3) pool's custom fee); absent: the source's default. */
  fee?: number | undefined
  /** Full-range liquidity, USD. */
  usd?: number | undefined
  /** Concentrated positions. */
  ranges?: readonly { lower: number; upper: number; usd: number }[] | undefined
  /** The plugin's pool options (a ve(3,3) pool's `stable`). */
  options?: Readonly<Record<string, unknown>> | undefined
}

export type ReplicaWorld = { tokens: readonly ReplicaTokenSpec[]; pools: readonly ReplicaPoolSpec[] }

function fixtureToken(chainId: ReplicaChainId, symbol: string): ReplicaTokenSpec {
  const token = fixtureWorlds[chainId]?.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`The sandbox fixture of chain ${chainId} has no token ${symbol}.`)
  return token
}

const stable = (usd: number) => fixtureRangeBook({ shape: 'stable', usd })
const volatile = (usd: number) => fixtureRangeBook({ shape: 'volatile', usd })

/**
 * What a replica holds besides the DEX contracts: the chain's wrapped native and stable tokens (at
 * their known addresses) and a few more fixture tokens (anywhere), with the sandbox fixture's
 * prices; a few pools per known deployment, deep enough that modest swaps route and execute.
 * HyperEVM's USDC is not in the sandbox fixture: a 6-decimal dollar, as USD Coin is.
 */
export const replicaWorlds: Record<ReplicaChainId, ReplicaWorld> = {
  999: {
    tokens: [
      ...['WHYPE', 'USDT0', 'UBTC', 'UETH', 'kHYPE'].map((symbol) => fixtureToken(999, symbol)),
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: 1 },
    ],
    pools: [
      { source: 'HyperSwapV3', pair: ['WHYPE', 'USDT0'], fee: 3000, ranges: volatile(2_000_000) },
      { source: 'HyperSwapV3', pair: ['UETH', 'WHYPE'], fee: 500, ranges: volatile(1_000_000) },
      { source: 'HyperSwapV3', pair: ['USDC', 'USDT0'], fee: 100, ranges: stable(2_000_000) },
      { source: 'ProjectXV3', pair: ['WHYPE', 'USDT0'], fee: 500, ranges: volatile(3_000_000) },
      { source: 'ProjectXV3', pair: ['UBTC', 'USDT0'], fee: 3000, ranges: volatile(1_500_000) },
      { source: 'ProjectXV3', pair: ['kHYPE', 'WHYPE'], fee: 100, ranges: stable(1_000_000) },
    ],
  },
  1868: {
    tokens: ['WETH', 'USDC.e', 'USDT', 'WBTC', 'wstETH', 'ASTR'].map((symbol) => fixtureToken(1868, symbol)),
    pools: [
      { source: 'UniswapV3', pair: ['WETH', 'USDC.e'], fee: 500, ranges: volatile(4_000_000) },
      { source: 'UniswapV3', pair: ['WETH', 'USDC.e'], fee: 3000, ranges: volatile(1_000_000) },
      { source: 'UniswapV3', pair: ['WBTC', 'USDC.e'], fee: 3000, ranges: volatile(1_500_000) },
      { source: 'UniswapV3', pair: ['wstETH', 'WETH'], fee: 100, ranges: stable(1_500_000) },
      { source: 'UniswapV2', pair: ['WETH', 'USDC.e'], usd: 3_000_000 },
      { source: 'UniswapV2', pair: ['ASTR', 'WETH'], usd: 500_000 },
      { source: 'UniswapV2', pair: ['WBTC', 'WETH'], usd: 600_000 },
      { source: 'UniswapV4', pair: ['WETH', 'USDC.e'], fee: 500, ranges: volatile(2_000_000) },
      { source: 'UniswapV4', pair: ['wstETH', 'WETH'], fee: 100, ranges: stable(800_000) },
      { source: 'VelodromeV2', pair: ['USDT', 'USDC.e'], fee: 100, usd: 5_000_000, options: { stable: true } },
      { source: 'VelodromeV2', pair: ['WETH', 'USDC.e'], usd: 1_500_000 },
      { source: 'VelodromeV2', pair: ['wstETH', 'WETH'], fee: 500, usd: 500_000 },
    ],
  },
}
