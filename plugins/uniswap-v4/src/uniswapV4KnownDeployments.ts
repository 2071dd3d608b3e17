import type { KnownDeployment } from '@sluice/core'

/*
 * Known Uniswap V4 deployments (`SourcePlugin.knownDeployments`), every value read in the public
 * source cited beside it:
 * - Uniswap docs at 8c5d09e23f53683b20bac8e7da8898f01b9f068e: docs/contracts/v4/deployments.mdx (Soneium: 1868).
 * - Uniswap SDKs at 241fb9a7896f6ca52c984a421ea6c397178215bd: sdks/sdk-core/src/addresses.ts
 *   (Soneium's V4 PoolManager).
 */

const uniswapSdks = 'https://github.com/Uniswap/sdks/blob/241fb9a7896f6ca52c984a421ea6c397178215bd'
const uniswapV4Docs = 'https://github.com/Uniswap/docs/blob/8c5d09e23f53683b20bac8e7da8898f01b9f068e/docs/contracts/v4/deployments.mdx'

/** Uniswap V4's PoolManager on public chains, by chain ID. */
export const uniswapV4KnownDeployments: Readonly<Record<number, readonly KnownDeployment[]>> = {
  1868: [
    {
      // Uniswap docs v4 deployments.mdx ("Soneium: 1868", PoolManager); sdk-core addresses.ts (v4PoolManagerAddress).
      id: 3,
      name: 'UniswapV4',
      description: 'Uniswap V4 singleton pools',
      deployBlock: '0',
      config: { poolManager: '0x360e68faccca8ca495c1b759fd9eee466db9fb32' },
      sources: [
        { url: uniswapV4Docs, note: 'Section "Soneium: 1868", PoolManager.' },
        { url: `${uniswapSdks}/sdks/sdk-core/src/addresses.ts`, note: '`SONEIUM_ADDRESSES.v4PoolManagerAddress` (the same address).' },
      ],
    },
  ],
}
