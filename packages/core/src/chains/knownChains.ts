import { hyperEvm, soneium } from 'viem/chains'
import type { Citation } from '../types/KnownDeployment.js'

/*
 * The public chains Sluice knows (`sluice config init`, the sandbox's chains): HyperEVM (999) and
 * Soneium (1868). Their ID, native currency and Multicall3 come from viem's chain definitions
 * (`hyperEvm`, `soneium`); ours are the wrapped native token, the stable tokens and the block gas limit. The DEX deployments on them come from the
 * plugins (`SourcePlugin.knownDeployments`). Every address below was read in the public source
 * cited beside it; nothing is guessed.
 *
 * Citations (also in each entry's `sources`):
 * - LI.FI contracts at 04765f21fc9d0008f8b1aa6f8833b560ca0b003f:
 *   test/solidity/Periphery/Lda/Facets/HyperswapV3Facet.t.sol (USDT0 and WHYPE on HyperEVM).
 * - Kittenswap contracts at 1a742ec72c4d83edc53b68a01920ea491fa710b5: test/base/Base.t.sol (WHYPE).
 * - Wayfinder Paths SDK at 09f75f30f10af1509e2ab1cb772d762527a32f9a
 *   wayfinder_paths/core/constants/projectx.py (HyperEVM's USDC).
 * - Uniswap v3-subgraph at 0f8631d0c87a0c5caee8b1d68d8f7ac42d6941d3: config/soneium-mainnet/chain.ts (WETH, USDC).
 * - Velodrome superchain-contracts at 7e545885b4be338fa542bab67074dc1edb601e86:
 *   script/deployParameters/soneium/DeployBase.s.sol, script/createRootPools/createRootPoolsSoneium.s.sol.
 * - viem 2.57.20: src/chains/definitions/hyperEvm.ts and soneium.ts (Multicall3).
 * - mds1/multicall3 at 5f90062160aedb7c807fadca469ac783a0557b57: deployments.json (HyperEVM).
 * - Hyperliquid docs, HyperEVM, "Dual-block architecture" (HyperEVM's block gas limits).
 */

export type KnownToken = {
  symbol: string
  address: `0x${string}`
  sources: readonly Citation[]
}

/** A chain's own data a config needs besides its DEX deployments. */
export type KnownChain = {
  chainId: number
  name: string
  nativeSymbol: string
  nativeName: string
  /** The wrapped native token, with its ERC-20 name. */
  wrappedNative: KnownToken & { name: string }
  multicall3: { address: `0x${string}`; sources: readonly Citation[] }
  /** Tokens taken as 1 USD. */
  stableTokens: readonly KnownToken[]
  /**
   * The most gas one transaction may use to be included in the chain's ordinary blocks (the
   * server config's default `blockGasLimit`); absent: no limit below the node's own.
   */
  blockGasLimit?: { gas: number; sources: readonly Citation[] } | undefined
}

const lifiHyperswapTest =
  'https://github.com/lifinance/contracts/blob/04765f21fc9d0008f8b1aa6f8833b560ca0b003f/test/solidity/Periphery/Lda/Facets/HyperswapV3Facet.t.sol'
const uniswapV3Subgraph = 'https://github.com/Uniswap/v3-subgraph/blob/0f8631d0c87a0c5caee8b1d68d8f7ac42d6941d3/config/soneium-mainnet'
const velodrome = 'https://github.com/velodrome-finance/superchain-contracts/blob/7e545885b4be338fa542bab67074dc1edb601e86'
const kittenswap = 'https://github.com/Kittenswap/contracts/blob/1a742ec72c4d83edc53b68a01920ea491fa710b5'
const viemChains = 'https://github.com/wevm/viem/blob/viem%402.57.20/src/chains/definitions'
const hyperliquidDualBlocks = 'https://hyperliquid.gitbook.io/hyperliquid-docs/for-developers/hyperevm/dual-block-architecture'
const wayfinderProjectX =
  'https://github.com/WayfinderFoundation/wayfinder-paths-sdk/blob/09f75f30f10af1509e2ab1cb772d762527a32f9a/wayfinder_paths/core/constants/projectx.py'

/** The chains Sluice knows, with their cited chain data. */
export const knownChains: readonly KnownChain[] = [
  {
    chainId: hyperEvm.id,
    name: hyperEvm.name,
    nativeSymbol: hyperEvm.nativeCurrency.symbol,
    nativeName: hyperEvm.nativeCurrency.name,
    wrappedNative: {
      symbol: 'WHYPE',
      name: 'Wrapped HYPE',
      address: '0x5555555555555555555555555555555555555555',
      sources: [
        { url: lifiHyperswapTest, note: '`WHYPE` constant: "WHYPE on HyperEVM".' },
        { url: `${kittenswap}/test/base/Base.t.sol`, note: 'Token list of the mainnet fork tests: `// WHYPE`.' },
      ],
    },
    multicall3: {
      address: hyperEvm.contracts.multicall3.address,
      sources: [
        { url: `${viemChains}/hyperEvm.ts`, note: '`contracts.multicall3` of chain 999 (created at block 13051).' },
        { url: 'https://github.com/mds1/multicall3/blob/5f90062160aedb7c807fadca469ac783a0557b57/deployments.json', note: 'Entry "HyperEVM", chain 999.' },
      ],
    },
    stableTokens: [
      {
        symbol: 'USDT0',
        address: '0xB8CE59FC3717ada4C02eaDF9682A9e934F625ebb',
        sources: [{ url: lifiHyperswapTest, note: '`USDT0` constant: "a liquid USDT on HyperEVM" (6 decimals: 1_000 * 1e6 is "1000 USDT0").' }],
      },
      {
        symbol: 'USDC',
        address: '0xb88339CB7199b77E23DB6E890353E22632Ba630f',
        sources: [{ url: wayfinderProjectX, note: '`USDC_TOKEN`, token ID "usd-coin-hyperevm".' }],
      },
    ],
    // HyperEVM's dual blocks: fast blocks every ~1 s hold 2M gas; 30M-gas big blocks come about once
    // a minute and take only the transactions of accounts that opted in (`evmUserModify`,
    // `usingBigBlocks: true`). A transaction over 2M gas never lands in a fast block.
    blockGasLimit: {
      gas: 2_000_000,
      sources: [
        {
          url: hyperliquidDualBlocks,
          note: '"Fast block duration is set to 1 seconds with a 2M gas limit. Slow block duration is set to 1 minute with a 30M gas limit."; big blocks by the `evmUserModify` action.',
        },
      ],
    },
  },
  {
    chainId: soneium.id,
    // viem's name is "Soneium Mainnet".
    name: 'Soneium',
    nativeSymbol: soneium.nativeCurrency.symbol,
    nativeName: soneium.nativeCurrency.name,
    wrappedNative: {
      symbol: 'WETH',
      name: 'Wrapped Ether',
      address: '0x4200000000000000000000000000000000000006',
      sources: [
        { url: `${uniswapV3Subgraph}/chain.ts`, note: '`REFERENCE_TOKEN` (WETH).' },
        { url: `${velodrome}/script/deployParameters/soneium/DeployBase.s.sol`, note: '`weth` deployment parameter.' },
      ],
    },
    multicall3: {
      address: soneium.contracts.multicall3.address,
      sources: [{ url: `${viemChains}/soneium.ts`, note: '`contracts.multicall3` of chain 1868 (created at block 1).' }],
    },
    stableTokens: [
      {
        symbol: 'USDC.e',
        address: '0xbA9986D2381edf1DA03B0B9c1f8b00dc4AacC369',
        sources: [
          { url: `${uniswapV3Subgraph}/chain.ts`, note: '`STABLE_COINS`: "USDC".' },
          { url: `${velodrome}/script/createRootPools/createRootPoolsSoneium.s.sol`, note: 'Pool token "USDC.e".' },
        ],
      },
    ],
  },
]
