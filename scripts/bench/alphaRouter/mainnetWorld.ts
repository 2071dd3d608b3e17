import { DAI_MAINNET, UNI_MAINNET, USDC_MAINNET, USDT_MAINNET, WBTC_MAINNET, WRAPPED_NATIVE_CURRENCY } from '@uniswap/smart-order-router'
import type { Address } from 'viem'

/** A token of the chain-1 world: its mainnet address and decimals (what AlphaRouter's token list says). */
export type MainnetToken = { address: Address; symbol: string; name: string; decimals: number; priceUsd: number }

export type MainnetPoolSpec = {
  pair: readonly [string, string]
  fee: 100 | 500 | 3000 | 10000
  /** USD of full-range liquidity. */
  usd: number
  /** Concentrated positions: price range as multiples of the pool's price, and their USD. */
  ranges: readonly { lower: number; upper: number; usd: number }[]
}

const token = (t: { address: string; symbol?: string | undefined; name?: string | undefined; decimals: number }, priceUsd: number): MainnetToken => ({
  address: t.address as Address,
  symbol: t.symbol ?? '',
  name: t.name ?? '',
  decimals: t.decimals,
  priceUsd,
})

/**
 * The benchmark's chain-1 world: seven mainnet tokens (the addresses and decimals of AlphaRouter's
 * own constants and token list, LINK's from the list) and sixteen Uniswap V3 pools over all four
 * fee tiers, deep and thin, with direct and multi-hop paths between most pairs.
 */
export const mainnetWorld = {
  tokens: [
    token(WRAPPED_NATIVE_CURRENCY[1], 3000),
    token(USDC_MAINNET, 1),
    token(USDT_MAINNET, 1),
    token(DAI_MAINNET, 1),
    token(WBTC_MAINNET, 60_000),
    token(UNI_MAINNET, 10),
    token({ address: '0x514910771AF9Ca656af840dff83E8264EcF986CA', symbol: 'LINK', name: 'ChainLink Token', decimals: 18 }, 15),
  ],
  pools: [
    {
      pair: ['WETH', 'USDC'],
      fee: 500,
      usd: 20e6,
      ranges: [
        { lower: 0.9, upper: 1.1, usd: 30e6 },
        { lower: 0.99, upper: 1.01, usd: 10e6 },
      ],
    },
    { pair: ['WETH', 'USDC'], fee: 3000, usd: 15e6, ranges: [{ lower: 0.8, upper: 1.25, usd: 10e6 }] },
    { pair: ['WETH', 'USDT'], fee: 500, usd: 8e6, ranges: [{ lower: 0.95, upper: 1.05, usd: 8e6 }] },
    { pair: ['WETH', 'USDT'], fee: 3000, usd: 5e6, ranges: [] },
    { pair: ['USDC', 'USDT'], fee: 100, usd: 2e6, ranges: [{ lower: 0.999, upper: 1.001, usd: 20e6 }] },
    { pair: ['DAI', 'USDC'], fee: 100, usd: 1e6, ranges: [{ lower: 0.998, upper: 1.002, usd: 15e6 }] },
    { pair: ['DAI', 'USDC'], fee: 500, usd: 2e6, ranges: [] },
    { pair: ['DAI', 'WETH'], fee: 3000, usd: 4e6, ranges: [{ lower: 0.85, upper: 1.15, usd: 3e6 }] },
    { pair: ['WBTC', 'WETH'], fee: 500, usd: 10e6, ranges: [{ lower: 0.95, upper: 1.05, usd: 10e6 }] },
    { pair: ['WBTC', 'WETH'], fee: 3000, usd: 6e6, ranges: [] },
    { pair: ['WBTC', 'USDC'], fee: 3000, usd: 3e6, ranges: [{ lower: 0.9, upper: 1.1, usd: 4e6 }] },
    { pair: ['UNI', 'WETH'], fee: 3000, usd: 4e6, ranges: [{ lower: 0.8, upper: 1.2, usd: 2e6 }] },
    { pair: ['UNI', 'WETH'], fee: 10000, usd: 1e6, ranges: [] },
    { pair: ['UNI', 'USDC'], fee: 3000, usd: 0.5e6, ranges: [] },
    { pair: ['LINK', 'WETH'], fee: 3000, usd: 5e6, ranges: [{ lower: 0.85, upper: 1.15, usd: 2e6 }] },
    { pair: ['LINK', 'USDC'], fee: 10000, usd: 0.4e6, ranges: [] },
  ] satisfies MainnetPoolSpec[],
} as const
