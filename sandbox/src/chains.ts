import type { Address } from 'viem'

export type SandboxChain = {
  chainId: number
  name: string
  nativeSymbol: string
  /** The wrapped native token's canonical address on the real chain (WETH9 code is placed there). */
  wrappedNative: { address: Address; symbol: string; name: string }
  /** Default port of `sandbox up`. */
  defaultPort: number
  /** Environment variable that gives a fork URL. */
  forkUrlEnv: string
  /**
   * The real chain's stable tokens (taken as 1 USD): on a fork, the roots of the tokens' prices.
   * The same as `knownChains` of `@sluice/default-plugins`, cited there.
   */
  stableTokens: readonly Address[]
}

export const sandboxChains: readonly SandboxChain[] = [
  {
    chainId: 999,
    name: 'HyperEVM',
    nativeSymbol: 'HYPE',
    wrappedNative: { address: '0x5555555555555555555555555555555555555555', symbol: 'WHYPE', name: 'Wrapped HYPE' },
    defaultPort: 8545,
    forkUrlEnv: 'SLUICE_FORK_URL_999',
    // USDT0: LI.FI contracts at 04765f21fc9d0008f8b1aa6f8833b560ca0b003f, test/solidity/Periphery/Lda/Facets/HyperswapV3Facet.t.sol;
    // USDC: Wayfinder Paths SDK at 09f75f30f10af1509e2ab1cb772d762527a32f9a, wayfinder_paths/core/constants/projectx.py.
    stableTokens: ['0xB8CE59FC3717ada4C02eaDF9682A9e934F625ebb', '0xb88339CB7199b77E23DB6E890353E22632Ba630f'],
  },
  {
    chainId: 1868,
    name: 'Soneium',
    nativeSymbol: 'ETH',
    wrappedNative: { address: '0x4200000000000000000000000000000000000006', symbol: 'WETH', name: 'Wrapped Ether' },
    defaultPort: 8546,
    forkUrlEnv: 'SLUICE_FORK_URL_1868',
    // USDC.e: Uniswap v3-subgraph at 0f8631d0c87a0c5caee8b1d68d8f7ac42d6941d3, config/soneium-mainnet/chain.ts.
    stableTokens: ['0xbA9986D2381edf1DA03B0B9c1f8b00dc4AacC369'],
  },
]
