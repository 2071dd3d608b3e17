import type { KnownDeployment } from '@sluice/core'

/*
 * Known Uniswap V2 deployments (`SourcePlugin.knownDeployments`), every value read in the public
 * source cited beside it:
 * - Uniswap SDKs at 241fb9a7896f6ca52c984a421ea6c397178215bd: sdks/sdk-core/src/addresses.ts
 *   (Soneium's V2 factory and router), sdks/v2-sdk/src/constants.ts (init code hash; no Soneium override).
 * - Uniswap v2-subgraph at 7c89ee6710e5ea3921b96892c7830808eb6a0bcd: config/soneium-mainnet/config.json
 *   (V2 factory, start block 3254733); its chain.ts (Soneium) cross-checks: this factory and init
 *   code hash derive a pool it publishes (CREATE2).
 */

const uniswapSdks = 'https://github.com/Uniswap/sdks/blob/241fb9a7896f6ca52c984a421ea6c397178215bd'
const uniswapV2Subgraph = 'https://github.com/Uniswap/v2-subgraph/blob/7c89ee6710e5ea3921b96892c7830808eb6a0bcd/config/soneium-mainnet/config.json'

/** Uniswap V2 and its forks on public chains, by chain ID. */
export const uniswapV2KnownDeployments: Readonly<Record<number, readonly KnownDeployment[]>> = {
  1868: [
    {
      // Uniswap sdk-core addresses.ts (V2_FACTORY_ADDRESSES, V2_ROUTER_ADDRESSES for SONEIUM); v2-sdk
      // constants.ts (INIT_CODE_HASH, the same on every chain); v2-subgraph (factory, start block).
      id: 1,
      name: 'UniswapV2',
      description: 'Uniswap V2 constant-product pools',
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
  ],
}
