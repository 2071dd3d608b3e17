import type { KnownDeployment } from '@sluice/core'

/*
 * Known Algebra Integral deployments (`SourcePlugin.knownDeployments`), every value read in the
 * public source cited beside it:
 * - DefiLlama-Adapters: projects/gliquid/index.js at bf8bacfc0b16574a426d2f23d5dc49a856ad6db8,
 *   projects/hypercat/index.js at 34a76fab103ce0d85f105596f24aefa2270bbabf, projects/hx-finance/index.js
 *   at 8769169bf54aed4f16241f6cd974baf9b8b20616 (Algebra factories on HyperEVM and their first blocks).
 * - Clawberto-Kittenswap at 8b4614d31780d690f06e24ed1a1cc8a72fbb7aac:
 *   skills/auto-kittenswap-lp-rebalance/references/kittenswap-token-pair-inventory.json (KittenSwap's
 *   Algebra factory, QuoterV2, router and position manager, and the pools its `Pool` logs announce).
 * Pools are CREATE2 children of the pool deployer, not of the factory; none of these deployments
 * publishes its pool deployer or the init code hash of its pools, so they stay pending.
 */

const defiLlama = 'https://github.com/DefiLlama/DefiLlama-Adapters/blob'
const kittenswapInventory =
  'https://github.com/ael-dev3/Clawberto-Kittenswap/blob/8b4614d31780d690f06e24ed1a1cc8a72fbb7aac/skills/auto-kittenswap-lp-rebalance/references/kittenswap-token-pair-inventory.json'
const noDeployer = 'No public source gives its pool deployer nor the init code hash of its pools, so no pool address can be derived or cross-checked.'

/** Algebra Integral and its forks on public chains, by chain ID. */
export const algebraIntegralKnownDeployments: Readonly<Record<number, readonly KnownDeployment[]>> = {
  999: [
    {
      id: 13,
      name: 'KittenSwapAlgebra',
      description: 'KittenSwap Algebra: Algebra Integral pools (one per pair, dynamic fees)',
      deployBlock: '0',
      pending: noDeployer,
      config: {
        factory: '0x5f95e92c338e6453111fc55ee66d4aafcce661a7',
        quoter: '0xc58874216afe47779aded27b8aad77e8bd6ebebb',
        swapRouter: '0x4e73e421480a7e0c24fb3c11019254ede194f736',
        positionManager: '0x9ea4459c8defbf561495d95414b9cf1e2242a3e2',
      },
      sources: [
        {
          url: kittenswapInventory,
          note: "`coreContracts` (factory, quoterV2, router, positionManager) and the factory's `Pool` logs read from Hyperscan (64 pools, one of a custom deployer).",
        },
      ],
    },
    {
      id: 14,
      name: 'Gliquid',
      description: 'Gliquid: Algebra Integral pools',
      deployBlock: '4347220',
      pending: noDeployer,
      config: { factory: '0x10253594A832f967994b44f33411940533302ACb' },
      sources: [
        {
          url: `${defiLlama}/bf8bacfc0b16574a426d2f23d5dc49a856ad6db8/projects/gliquid/index.js`,
          note: 'The former `uniV3Export` (commented out) of this factory from block 4347220, `isAlgebra: true`.',
        },
      ],
    },
    {
      id: 15,
      name: 'HyperCat',
      description: 'HyperCat: Algebra Integral pools',
      deployBlock: '4548782',
      pending: noDeployer,
      config: { factory: '0x1d9DcF8238daf2E078FF639a5Ded6b518BF3E585' },
      sources: [
        {
          url: `${defiLlama}/34a76fab103ce0d85f105596f24aefa2270bbabf/projects/hypercat/index.js`,
          note: '`uniV3Export` of this factory from block 4548782, `isAlgebra: true`.',
        },
      ],
    },
    {
      id: 16,
      name: 'HXFinance',
      description: 'HX Finance: Algebra Integral pools',
      deployBlock: '8953647',
      pending: noDeployer,
      config: { factory: '0x41ba59415eC75AC4242dd157F2a7A282F1e75652' },
      sources: [
        {
          url: `${defiLlama}/8769169bf54aed4f16241f6cd974baf9b8b20616/projects/hx-finance/index.js`,
          note: '`uniV3Export` of this factory from block 8953647, `isAlgebra: true`.',
        },
      ],
    },
  ],
}
