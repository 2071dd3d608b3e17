import type { Address } from 'viem'

/*
 * Known DEX deployments of HyperEVM (999) and Soneium (1868): what `writeInitConfig` (the
 * `sluice config init` command) starts a config from. Every address and hash below was read in the
 * public source cited beside it (a repository file at a commit, or a documentation page); nothing
 * is guessed. A deployment whose addresses, init code hash or pool type could not be sourced is left
 * out (see docs/self-hosting.md, "Starting from the known deployments").
 *
 * Citations (also in each entry's `sources`):
 * - 0x Settler, the 0x Protocol's settlement contracts, at f6b73031e5d8925675faf69186fd1d8c0b4f4888:
 *   src/core/univ3forks/HyperSwap.sol and PrjxV3.sol (factory, init code hash, callback name) and
 *   src/chains/HyperEvm/Common.sol (the callback each HyperEVM fork's pools call).
 * - LI.FI contracts at 04765f21fc9d0008f8b1aa6f8833b560ca0b003f:
 *   test/solidity/Periphery/Lda/Facets/HyperswapV3Facet.t.sol (HyperSwap V3 factory, QuoterV2,
 *   USDT0 and WHYPE on HyperEVM, the `hyperswapV3SwapCallback` selector).
 * - Uniswap SDKs at 241fb9a7896f6ca52c984a421ea6c397178215bd: sdks/sdk-core/src/addresses.ts
 *   (Soneium's V2 factory and router, V3 factory and position manager, V4 PoolManager),
 *   sdks/v2-sdk/src/constants.ts and sdks/v3-sdk/src/constants.ts (init code hashes; no Soneium override).
 * - Uniswap docs at 8c5d09e23f53683b20bac8e7da8898f01b9f068e: docs/contracts/v4/deployments.mdx (Soneium: 1868).
 * - Uniswap v3-subgraph at 0f8631d0c87a0c5caee8b1d68d8f7ac42d6941d3: config/soneium-mainnet/config.json
 *   and chain.ts (V3 factory, start block 3254740, WETH, USDC); Uniswap v2-subgraph at
 *   7c89ee6710e5ea3921b96892c7830808eb6a0bcd: config/soneium-mainnet/config.json (V2 factory, start block 3254733).
 * - Velodrome superchain-contracts at 7e545885b4be338fa542bab67074dc1edb601e86:
 *   deployment-addresses/soneium.json, src/pools/PoolFactory.sol, src/pools/Pool.sol,
 *   script/deployParameters/soneium/DeployBase.s.sol.
 * - Kittenswap contracts at 1a742ec72c4d83edc53b68a01920ea491fa710b5: test/base/Base.t.sol (mainnet
 *   addresses the fork tests run against), src/factories/PairFactory.sol, src/Pair.sol.
 * - viem 2.57.20 (this repository's version): src/chains/definitions/hyperEvm.ts and soneium.ts (Multicall3).
 * - mds1/multicall3 at 5f90062160aedb7c807fadca469ac783a0557b57: deployments.json (HyperEVM).
 * - Cross-checks, pools published elsewhere that the factory and init code hash above derive
 *   (CREATE2): Uniswap's v3-subgraph and v2-subgraph chain.ts (Soneium), Wayfinder Paths SDK at
 *   09f75f30f10af1509e2ab1cb772d762527a32f9a wayfinder_paths/core/constants/projectx.py (Project X,
 *   also HyperEVM's USDC), Spotmf at 060fe7c5aefee91726865afda5de3b6bf843fe54
 *   backend/src/market-data/configs/pool-config.ts (HyperSwap V3).
 */

/** Where a preset value was read: a repository file at a commit, or a documentation page. */
export type Citation = {
  url: string
  /** What was read there. */
  note: string
}

export type KnownToken = {
  symbol: string
  address: Address
  sources: readonly Citation[]
}

/** A DEX deployment: its server config source entry, and the citations of its values. */
export type KnownSource = {
  /** Append-only source ID on its chain: never renumbered, never reused. */
  id: number
  name: string
  description: string
  kind: string
  /** Where pool discovery starts; `0` where no public source gives the deployment block. */
  deployBlock: string
  /** The plugin's own config (see the plugin's README). */
  config: Readonly<Record<string, unknown>>
  sources: readonly Citation[]
}

export type KnownChain = {
  chainId: number
  name: string
  nativeSymbol: string
  nativeName: string
  wrappedNative: KnownToken
  multicall3: { address: Address; sources: readonly Citation[] }
  /** Tokens taken as 1 USD. */
  stableTokens: readonly KnownToken[]
  /** Deployments a default plugin serves: written into the config. */
  sources: readonly KnownSource[]
  /**
   * ve(3,3) deployments (Solidly/Velodrome-style stable and volatile pools), recorded for the ve(3,3)
   * plugin being written; NOT written into configs until it ships. Their `kind` and `config` follow
   * that plugin's draft (`velodrome-v2`: `factory`, `poolAddress`, `fees`, `router`) and are
   * provisional: check them against its final schema, then move them to `sources` (their IDs are
   * reserved).
   */
  awaitingPlugin: readonly KnownSource[]
}

const settler = 'https://github.com/0xProject/0x-settler/blob/f6b73031e5d8925675faf69186fd1d8c0b4f4888'
const lifiHyperswapTest =
  'https://github.com/lifinance/contracts/blob/04765f21fc9d0008f8b1aa6f8833b560ca0b003f/test/solidity/Periphery/Lda/Facets/HyperswapV3Facet.t.sol'
const uniswapSdks = 'https://github.com/Uniswap/sdks/blob/241fb9a7896f6ca52c984a421ea6c397178215bd'
const uniswapV4Docs = 'https://github.com/Uniswap/docs/blob/8c5d09e23f53683b20bac8e7da8898f01b9f068e/docs/contracts/v4/deployments.mdx'
const uniswapV3Subgraph = 'https://github.com/Uniswap/v3-subgraph/blob/0f8631d0c87a0c5caee8b1d68d8f7ac42d6941d3/config/soneium-mainnet'
const uniswapV2Subgraph = 'https://github.com/Uniswap/v2-subgraph/blob/7c89ee6710e5ea3921b96892c7830808eb6a0bcd/config/soneium-mainnet/config.json'
const velodrome = 'https://github.com/velodrome-finance/superchain-contracts/blob/7e545885b4be338fa542bab67074dc1edb601e86'
const kittenswap = 'https://github.com/Kittenswap/contracts/blob/1a742ec72c4d83edc53b68a01920ea491fa710b5'
const viemChains = 'https://github.com/wevm/viem/blob/viem%402.57.20/src/chains/definitions'
const wayfinderProjectX =
  'https://github.com/WayfinderFoundation/wayfinder-paths-sdk/blob/09f75f30f10af1509e2ab1cb772d762527a32f9a/wayfinder_paths/core/constants/projectx.py'
const spotmfPools = 'https://github.com/deval2498/Spotmf/blob/060fe7c5aefee91726865afda5de3b6bf843fe54/backend/src/market-data/configs/pool-config.ts'

const hyperEvm: KnownChain = {
  chainId: 999,
  name: 'HyperEVM',
  nativeSymbol: 'HYPE',
  nativeName: 'HYPE',
  wrappedNative: {
    symbol: 'WHYPE',
    address: '0x5555555555555555555555555555555555555555',
    sources: [
      { url: lifiHyperswapTest, note: '`WHYPE` constant: "WHYPE on HyperEVM".' },
      { url: `${kittenswap}/test/base/Base.t.sol`, note: 'Token list of the mainnet fork tests: `// WHYPE`.' },
    ],
  },
  multicall3: {
    address: '0xcA11bde05977b3631167028862bE2a173976CA11',
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
  sources: [
    {
      // 0x Settler src/core/univ3forks/HyperSwap.sol (factory, init code hash, IHyperswapV3SwapCallback);
      // LI.FI HyperswapV3Facet.t.sol (factory, QuoterV2, the hyperswapV3SwapCallback selector).
      id: 1,
      name: 'HyperSwapV3',
      description: 'HyperSwap V3: a Uniswap V3 fork whose pools call hyperswapV3SwapCallback',
      kind: 'uniswap-v3',
      deployBlock: '0',
      config: {
        factory: '0xB1c0fa0B789320044A6F623cFe5eBda9562602E3',
        initCodeHash: '0xe3572921be1688dba92df30c6781b8770499ff274d20ae9b325f4242634774fb',
        swapCallback: 'hyperswapV3SwapCallback',
        quoter: '0x03A918028f22D9E1473B7959C927AD7425A45C7C',
      },
      sources: [
        {
          url: `${settler}/src/core/univ3forks/HyperSwap.sol`,
          note: '`hyperSwapFactory`, `hyperSwapInitHash` and the `IHyperswapV3SwapCallback` interface.',
        },
        { url: `${settler}/src/chains/HyperEvm/Common.sol`, note: 'The HyperSwap fork answers the `hyperswapV3SwapCallback` selector on chain 999.' },
        { url: lifiHyperswapTest, note: '`HYPERSWAP_FACTORY` (same factory) and `HYPERSWAP_QUOTER` (QuoterV2) "on HyperEVM chain".' },
        {
          url: spotmfPools,
          note: 'Cross-check: this factory and init code hash derive its three pools (USDT0/UETH and USDT0/UBTC at fee 3000, USDT0/WHYPE at fee 100).',
        },
      ],
    },
    {
      // 0x Settler src/core/univ3forks/PrjxV3.sol (factory, init code hash); src/chains/HyperEvm/Common.sol
      // (its pools call uniswapV3SwapCallback).
      id: 2,
      name: 'ProjectXV3',
      description: 'Project X V3: a Uniswap V3 fork',
      kind: 'uniswap-v3',
      deployBlock: '0',
      config: {
        factory: '0xFf7B3e8C00e57ea31477c32A5B52a58Eea47b072',
        initCodeHash: '0x7ef2b01a451cbf890790278981756372e549443802ece149dc0b592cbc114ee9',
      },
      sources: [
        { url: `${settler}/src/core/univ3forks/PrjxV3.sol`, note: '`prjxV3Factory` and `prjxV3InitHash`.' },
        { url: `${settler}/src/chains/HyperEvm/Common.sol`, note: 'The Project X fork answers the `uniswapV3SwapCallback` selector on chain 999.' },
        {
          url: wayfinderProjectX,
          note: '`PRJX_FACTORY` (the same factory); cross-check: this factory and init code hash derive its `THBILL_USDC_POOL` at fee 100.',
        },
      ],
    },
  ],
  awaitingPlugin: [
    {
      // Kittenswap contracts test/base/Base.t.sol (PairFactory, Router on mainnet), src/factories/PairFactory.sol
      // (fee rules), src/Pair.sol (fee / 10000).
      id: 3,
      name: 'KittenSwap',
      description: 'KittenSwap: ve(3,3) stable and volatile pools',
      kind: 'velodrome-v2',
      deployBlock: '0',
      // Not ready for the plugin even once it ships: its `poolAddress` is missing. Pairs are
      // `new Pair{salt: keccak256(abi.encodePacked(token0, token1, stable))}` of the factory
      // (CREATE2 of the Pair creation code, not a clone), and no source publishes that code's hash
      // (the factory's `pairCodeHash()` returns it on chain). The factory is Solidly/Velodrome V1
      // style: it emits `PairCreated(token0, token1, bool stable, pair, uint)`, not V2's
      // `PoolCreated`. Fees: `getFee(pair, stable)` is `customFee[pair]` when set, else the
      // stable or volatile default, in basis points (at most 500); `fees` holds the defaults
      // `initialize()` sets, which the fee manager may have changed since.
      config: {
        factory: '0xDa12F450580A4cc485C3b501BAB7b0B3cbc3B31B',
        fees: { stable: 2, volatile: 200 },
        router: '0xD6EeFfbDAF6503Ad6539CF8f337D79BEbbd40802',
      },
      sources: [
        { url: `${kittenswap}/test/base/Base.t.sol`, note: '`pairFactory` and `router` ("volatile contracts") of the mainnet fork tests.' },
        { url: `${kittenswap}/src/factories/PairFactory.sol`, note: '`getFee`, `initialize`, `MAX_FEE`, `createPair` (CREATE2 salt).' },
        { url: `${kittenswap}/src/Pair.sol`, note: 'The swap fee is `amountIn * getFee(pair, stable) / 10000`.' },
      ],
    },
  ],
}

const soneium: KnownChain = {
  chainId: 1868,
  name: 'Soneium',
  nativeSymbol: 'ETH',
  nativeName: 'Ether',
  wrappedNative: {
    symbol: 'WETH',
    address: '0x4200000000000000000000000000000000000006',
    sources: [
      { url: `${uniswapV3Subgraph}/chain.ts`, note: '`REFERENCE_TOKEN` (WETH).' },
      { url: `${velodrome}/script/deployParameters/soneium/DeployBase.s.sol`, note: '`weth` deployment parameter.' },
    ],
  },
  multicall3: {
    address: '0xcA11bde05977b3631167028862bE2a173976CA11',
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
  sources: [
    {
      // Uniswap sdk-core addresses.ts (V2_FACTORY_ADDRESSES, V2_ROUTER_ADDRESSES for SONEIUM); v2-sdk
      // constants.ts (INIT_CODE_HASH, the same on every chain); v2-subgraph (factory, start block).
      id: 1,
      name: 'UniswapV2',
      description: 'Uniswap V2 constant-product pools',
      kind: 'uniswap-v2',
      deployBlock: '3254733',
      config: {
        factory: '0x97FeBbC2AdBD5644ba22736E962564B23F5828CE',
        initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
        fee: 3000,
        router: '0x273f68c234fa55b550b40e563c4a488e0d334320',
      },
      sources: [
        { url: `${uniswapSdks}/sdks/sdk-core/src/addresses.ts`, note: '`V2_FACTORY_ADDRESSES[ChainId.SONEIUM]` and `V2_ROUTER_ADDRESSES[ChainId.SONEIUM]`.' },
        { url: `${uniswapSdks}/sdks/v2-sdk/src/constants.ts`, note: '`INIT_CODE_HASH`, used for every chain by `computePairAddress`.' },
        { url: uniswapV2Subgraph, note: 'The same factory and `startblock` 3254733.' },
        {
          url: 'https://github.com/Uniswap/v2-subgraph/blob/c8662bd40bea5dabe6efc9814a4c6b73a44c624f/config/soneium-mainnet/chain.ts',
          note: 'Cross-check: this factory and init code hash derive `STABLE_TOKEN_PAIRS[0]` (WETH/USDC.e).',
        },
      ],
    },
    {
      // Uniswap sdk-core addresses.ts (SONEIUM_ADDRESSES); v3-sdk constants.ts (poolInitCodeHash: the
      // default for every chain but ZKsync); v3-subgraph (factory, start block).
      id: 2,
      name: 'UniswapV3',
      description: 'Uniswap V3 concentrated liquidity',
      kind: 'uniswap-v3',
      deployBlock: '3254740',
      config: {
        factory: '0x42aE7Ec7ff020412639d443E245D936429Fbe717',
        initCodeHash: '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
        positionManager: '0x56c1205b0244332011c1e866f4ea5384eb6bfa2c',
      },
      sources: [
        {
          url: `${uniswapSdks}/sdks/sdk-core/src/addresses.ts`,
          note: '`SONEIUM_ADDRESSES`: `v3CoreFactoryAddress`, `nonfungiblePositionManagerAddress` (its `quoterAddress` is left out: that field names QuoterV1 on some chains, QuoterV2 on others).',
        },
        { url: `${uniswapSdks}/sdks/v3-sdk/src/constants.ts`, note: '`poolInitCodeHash(chainId)`: `POOL_INIT_CODE_HASH` for every chain but ZKsync.' },
        { url: `${uniswapV3Subgraph}/config.json`, note: 'The same factory and `startblock` 3254740.' },
        { url: `${uniswapV3Subgraph}/chain.ts`, note: 'Cross-check: this factory and init code hash derive `STABLE_TOKEN_POOL` (WETH/USDC.e at fee 500).' },
      ],
    },
    {
      // Uniswap docs v4 deployments.mdx ("Soneium: 1868", PoolManager); sdk-core addresses.ts (v4PoolManagerAddress).
      id: 3,
      name: 'UniswapV4',
      description: 'Uniswap V4 singleton pools',
      kind: 'uniswap-v4',
      deployBlock: '0',
      config: { poolManager: '0x360e68faccca8ca495c1b759fd9eee466db9fb32' },
      sources: [
        { url: uniswapV4Docs, note: 'Section "Soneium: 1868", PoolManager.' },
        { url: `${uniswapSdks}/sdks/sdk-core/src/addresses.ts`, note: '`SONEIUM_ADDRESSES.v4PoolManagerAddress` (the same address).' },
      ],
    },
    {
      // Velodrome superchain-contracts deployment-addresses/soneium.json (leafPoolFactory,
      // leafPoolImplementation, leafRouter, leafFeeModule); src/pools/PoolFactory.sol and Pool.sol (fee rules).
      id: 4,
      name: 'VelodromeV2',
      description: 'Velodrome (Superchain): ve(3,3) stable and volatile pools',
      kind: 'velodrome-v2',
      deployBlock: '0',
      // Pools are EIP-1167 clones of the implementation: `Clones.cloneDeterministic(implementation,
      // keccak256(abi.encodePacked(token0, token1, stable)))` by the factory. Fees:
      // `getFee(pool, stable)` is the fee module's answer (its `leafFeeModule`,
      // 0x81c5d01Ae474040a59D0092A6973f4621e06B362) when it gives one of at most 1,000, else the
      // stable or volatile default, in basis points (at most 300); `fees` holds the defaults the
      // constructor sets, which the fee manager may have changed since.
      config: {
        factory: '0x31832f2a97Fd20664D76Cc421207669b55CE4BC0',
        poolAddress: { mode: 'clone', implementation: '0x10499d88Bd32AF443Fc936F67DE32bE1c8Bb374C' },
        fees: { stable: 5, volatile: 30 },
        router: '0x3a63171DD9BebF4D07BC782FECC7eb0b890C2A45',
      },
      sources: [
        {
          url: `${velodrome}/deployment-addresses/soneium.json`,
          note: '`leafPoolFactory`, `leafPoolImplementation`, `leafRouter`, `leafFeeModule`.',
        },
        { url: `${velodrome}/src/pools/PoolFactory.sol`, note: '`getFee`, the constructor defaults, `MAX_FEE`, `createPool` (clone salt).' },
        { url: `${velodrome}/src/pools/Pool.sol`, note: 'The swap fee is `amountIn * getFee(pool, stable) / 10000`.' },
      ],
    },
  ],
  awaitingPlugin: [],
}

/** The chains `sluice config init` knows, with their cited deployments. */
export const knownDeployments: readonly KnownChain[] = [hyperEvm, soneium]
