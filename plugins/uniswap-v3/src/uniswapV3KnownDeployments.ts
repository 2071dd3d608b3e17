import type { KnownDeployment } from '@sluice/core'

/*
 * Known Uniswap V3 deployments and forks (`SourcePlugin.knownDeployments`), every value read in the
 * public source cited beside it:
 * - 0x Settler, the 0x Protocol's settlement contracts, at f6b73031e5d8925675faf69186fd1d8c0b4f4888:
 *   src/core/univ3forks/HyperSwap.sol and PrjxV3.sol (factory, init code hash, callback name) and
 *   src/chains/HyperEvm/Common.sol (the callback each HyperEVM fork's pools call).
 * - LI.FI contracts at 04765f21fc9d0008f8b1aa6f8833b560ca0b003f:
 *   test/solidity/Periphery/Lda/Facets/HyperswapV3Facet.t.sol (HyperSwap V3 factory, QuoterV2,
 *   the `hyperswapV3SwapCallback` selector).
 * - Uniswap SDKs at 241fb9a7896f6ca52c984a421ea6c397178215bd: sdks/sdk-core/src/addresses.ts
 *   (Soneium's V3 factory and position manager), sdks/v3-sdk/src/constants.ts (init code hash; no
 *   Soneium override).
 * - Uniswap v3-subgraph at 0f8631d0c87a0c5caee8b1d68d8f7ac42d6941d3: config/soneium-mainnet/config.json
 *   and chain.ts (V3 factory, start block 3254740).
 * - Cross-checks, pools published elsewhere that the factory and init code hash above derive
 *   (CREATE2): Uniswap's v3-subgraph chain.ts (Soneium), Wayfinder Paths SDK at
 *   09f75f30f10af1509e2ab1cb772d762527a32f9a wayfinder_paths/core/constants/projectx.py (Project X),
 *   Spotmf at 060fe7c5aefee91726865afda5de3b6bf843fe54 backend/src/market-data/configs/pool-config.ts
 *   (HyperSwap V3), hyperevm_cex_dex_estimation at 65d2daad5eb8325224a569ddec18dbdb09baaa46
 *   get_swap_events.py (Hybra V3). `uniswapV3KnownDeployments.test.ts` derives each of them.
 * - Hybra's documentation (pages cited beside the entry): its CL pools are Uniswap V3's contracts
 *   without modification, with fee tiers 0.02 %, 0.25 % and 1 %; Uniswap v3-core at
 *   19ae27f7205dede2d6fb038f91c1b83c88892613 contracts/UniswapV3Factory.sol (the tiers an unmodified
 *   factory enables in its constructor, with their tick spacings).
 * - DefiLlama-Adapters at 0e5cb5fcb76f5821cdc5619d7d8565d7d6c0e0da: projects/laminar/index.js (Laminar's factory).
 * - LI.FI contracts at 3af3cc7f34c5a3953a75762b241b49cc3234f026:
 *   test/solidity/Periphery/Lda/Facets/LaminarV3Facet.t.sol (a Laminar pool and its callback's name).
 */

const settler = 'https://github.com/0xProject/0x-settler/blob/f6b73031e5d8925675faf69186fd1d8c0b4f4888'
const lifiHyperswapTest =
  'https://github.com/lifinance/contracts/blob/04765f21fc9d0008f8b1aa6f8833b560ca0b003f/test/solidity/Periphery/Lda/Facets/HyperswapV3Facet.t.sol'
const uniswapSdks = 'https://github.com/Uniswap/sdks/blob/241fb9a7896f6ca52c984a421ea6c397178215bd'
const uniswapV3Subgraph = 'https://github.com/Uniswap/v3-subgraph/blob/0f8631d0c87a0c5caee8b1d68d8f7ac42d6941d3/config/soneium-mainnet'
const wayfinderProjectX =
  'https://github.com/WayfinderFoundation/wayfinder-paths-sdk/blob/09f75f30f10af1509e2ab1cb772d762527a32f9a/wayfinder_paths/core/constants/projectx.py'
const spotmfPools = 'https://github.com/deval2498/Spotmf/blob/060fe7c5aefee91726865afda5de3b6bf843fe54/backend/src/market-data/configs/pool-config.ts'
const hybraDocs = 'https://hybra-foundation.gitbook.io/hybra-foundation'
const uniswapV3Factory = 'https://github.com/Uniswap/v3-core/blob/19ae27f7205dede2d6fb038f91c1b83c88892613/contracts/UniswapV3Factory.sol'
const hyperevmSwapEvents = 'https://github.com/kosunghun317/hyperevm_cex_dex_estimation/blob/65d2daad5eb8325224a569ddec18dbdb09baaa46/get_swap_events.py'

/** Uniswap V3 and its forks on public chains, by chain ID. */
export const uniswapV3KnownDeployments: Readonly<Record<number, readonly KnownDeployment[]>> = {
  999: [
    {
      // 0x Settler src/core/univ3forks/HyperSwap.sol (factory, init code hash, IHyperswapV3SwapCallback);
      // LI.FI HyperswapV3Facet.t.sol (factory, QuoterV2, the hyperswapV3SwapCallback selector).
      id: 1,
      name: 'HyperSwapV3',
      description: 'HyperSwap V3: a Uniswap V3 fork whose pools call hyperswapV3SwapCallback',
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
    {
      // 0x Settler src/core/univ3forks/Hybra.sol (factory, init code hash); src/chains/HyperEvm/Common.sol
      // (its pools call uniswapV3SwapCallback); Hybra's docs (unmodified Uniswap V3, its fee tiers).
      id: 10,
      name: 'HybraV3',
      description: 'Hybra V3 (CL): Uniswap V3 contracts without modification; the tiers its factory enabled at deployment',
      deployBlock: '0',
      // Hybra names three fee tiers (0.02 %, 0.25 %, 1 %) but no source gives the tick spacing the
      // owner enabled the first two with (`enableFeeAmount`), so only the tiers an unmodified
      // factory's constructor enables are served: 0.05 %/10, 0.3 %/60 and 1 %/200. `sluice config
      // check` reads each configured tier's tick spacing from the factory.
      config: {
        factory: '0x2dC0Ec0F0db8bAF250eCccF268D7dFbF59346E5E',
        initCodeHash: '0xd3d2cd1fa553b6de12b0fb3f9a90656e92bfa2ad3e66805559d4eb5ec1e71f8f',
        feeTiers: [
          { fee: 500, tickSpacing: 10 },
          { fee: 3000, tickSpacing: 60 },
          { fee: 10000, tickSpacing: 200 },
        ],
      },
      sources: [
        { url: `${settler}/src/core/univ3forks/Hybra.sol`, note: '`hybraFactory` and `hybraInitHash`.' },
        { url: `${settler}/src/chains/HyperEvm/Common.sol`, note: 'The Hybra fork answers the `uniswapV3SwapCallback` selector on chain 999.' },
        {
          url: `${hybraDocs}/events/hybra-cl-launch-and-ascension`,
          note: '"Hybra Concentrated-Liquidity (CL) pools use Uniswap V3 contracts without modification."',
        },
        { url: `${hybraDocs}/product/trade/fees`, note: 'Hybra CL fee tiers: 0.02 %, 0.25 % and 1 % (tick spacings not given).' },
        { url: uniswapV3Factory, note: 'The constructor enables fees 500, 3000 and 10000 with tick spacings 10, 60 and 200.' },
        {
          url: hyperevmSwapEvents,
          note: 'Cross-check: its `ADDRESSES` list holds 0x3603ffEbB994CC110b4186040CaC3005B2cf4465, which this factory and init code hash derive for WHYPE/USDT0 at fee 2500.',
        },
      ],
    },
    {
      // DefiLlama-Adapters projects/laminar/index.js (factory, first block); LiFi LaminarV3Facet.t.sol (a pool, the callback).
      id: 11,
      name: 'LaminarV3',
      description: 'Laminar: a Uniswap V3 fork',
      deployBlock: '592235',
      // Laminar's pools call `laminarV3SwapCallback` (LiFi's LaminarV3Facet.t.sol), so the pool code
      // is not Uniswap's and its init code hash is its own.
      pending:
        "No init code hash found that derives a published Laminar pool. Searched: DefiLlama adapters and dimension adapters, 0x Settler, KyberSwap/ParaSwap dex-libs and integrators' configs by its factory address. The one candidate, the `poolInitCodeHash` 0xcbdcf588045201d61e0d58ddb4ce87ce4089028dbb12bcc0bf6efb4ec367bb7d beside this factory in a copy of a Universal Router deploy-parameters file (script/deployParameters/DeployHyperEVM.s.sol, its repository and commit not identified), does not derive the WHYPE/LHYPE pool 0xdAA8a66380fb35b35CB7bc1dBC1925AbfdD0ae45 that LiFi's LaminarV3 facet tests swap through, for any fee from 0 to 100,000 (nor with Uniswap's own hash), so it is not used.",
      config: {
        factory: '0x40059A6F242C3de0E639693973004921B04D96AD',
        swapCallback: 'laminarV3SwapCallback',
      },
      sources: [
        {
          url: 'https://github.com/DefiLlama/DefiLlama-Adapters/blob/0e5cb5fcb76f5821cdc5619d7d8565d7d6c0e0da/projects/laminar/index.js',
          note: '`uniV3Export` of factory 0x40059A6F242C3de0E639693973004921B04D96AD from block 592235 on hyperliquid.',
        },
        {
          url: 'https://github.com/lifinance/contracts/blob/3af3cc7f34c5a3953a75762b241b49cc3234f026/test/solidity/Periphery/Lda/Facets/LaminarV3Facet.t.sol',
          note: 'A Laminar pool (`WHYPE_LHYPE_POOL`) and its swap callback (`laminarV3SwapCallback`), at HyperEVM block 4433562.',
        },
      ],
    },
  ],
  1868: [
    {
      // Uniswap sdk-core addresses.ts (SONEIUM_ADDRESSES); v3-sdk constants.ts (poolInitCodeHash: the
      // default for every chain but ZKsync); v3-subgraph (factory, start block).
      id: 2,
      name: 'UniswapV3',
      description: 'Uniswap V3 concentrated liquidity',
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
  ],
}
