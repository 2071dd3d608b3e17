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
 * - cryptoalgebra/integral-sdk: src/constants/addresses.ts, its whole history (f33f7c514e9456efc90750f3fd1dd430800cfb2a
 *   lists pool deployer 0xd7cB0E0692f2D55A17bA81c1fE5501D66774fC4A for a test chain): the pool deployers and
 *   init code hashes tried against the published pools.
 * Pools are CREATE2 children of the pool deployer, not of the factory; none of these deployments
 * publishes its pool deployer or the init code hash of its pools, so they stay pending.
 */

const defiLlama = 'https://github.com/DefiLlama/DefiLlama-Adapters/blob'
const kittenswapInventory =
  'https://github.com/ael-dev3/Clawberto-Kittenswap/blob/8b4614d31780d690f06e24ed1a1cc8a72fbb7aac/skills/auto-kittenswap-lp-rebalance/references/kittenswap-token-pair-inventory.json'
const integralSdk = {
  url: 'https://github.com/cryptoalgebra/integral-sdk/blob/f33f7c514e9456efc90750f3fd1dd430800cfb2a/src/constants/addresses.ts',
  note: "`POOL_DEPLOYER_ADDRESSES` and `POOL_INIT_CODE_HASH` (here and in the file's later history): the candidates tried against the published pools; none derives them.",
}
const noDeployer = 'No public source gives its pool deployer nor the init code hash of its pools, so no pool address can be derived or cross-checked.'
/** What was tried against the pools each entry's sources publish, so the next search starts further on. */
const tried =
  "Tried: every pool deployer (95 addresses) and pool init code hash (11) in the history of cryptoalgebra/integral-sdk src/constants/addresses.ts, and Algebra Integral 1.2's hash (this plugin's default): none derives a published pool"

/** Algebra Integral and its forks on public chains, by chain ID. */
export const algebraIntegralKnownDeployments: Readonly<Record<number, readonly KnownDeployment[]>> = {
  999: [
    {
      id: 13,
      name: 'KittenSwapAlgebra',
      description: 'KittenSwap Algebra: Algebra Integral pools (one per pair, dynamic fees)',
      deployBlock: '0',
      pending: `${noDeployer} Its analytics subgraph constants name only the factory and position manager, and the "default pool deployer" its tools pass is the zero address (the custom-deployer argument). ${tried} (against the 63 default pools and their tokens in the inventory below).`,
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
        integralSdk,
      ],
    },
    {
      id: 14,
      name: 'Gliquid',
      description: 'Gliquid: Algebra Integral pools',
      deployBlock: '4347220',
      pending: `${noDeployer} The same factory address appears on other chains beside pool deployer 0xd7cB0E0692f2D55A17bA81c1fE5501D66774fC4A (which Algebra's SDK lists for test chains), but that pairing is not confirmed on HyperEVM. ${tried} (against two Gliquid pools that integrators' files publish without their tokens: an analytics subgraph's stable pool and an LP bot's pool, over pairs of 248 known HyperEVM tokens).`,
      config: { factory: '0x10253594A832f967994b44f33411940533302ACb' },
      sources: [
        {
          url: `${defiLlama}/bf8bacfc0b16574a426d2f23d5dc49a856ad6db8/projects/gliquid/index.js`,
          note: 'The former `uniV3Export` (commented out) of this factory from block 4347220, `isAlgebra: true`.',
        },
        integralSdk,
      ],
    },
    {
      id: 15,
      name: 'HyperCat',
      description: 'HyperCat: Algebra Integral pools',
      deployBlock: '4548782',
      pending: `${noDeployer} Searched by its factory address: DefiLlama adapters, integrators' configs (its documentation's contracts page, cited by one, is not stored).`,
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
      pending: `${noDeployer} Searched by its factory address: DefiLlama adapters and dimension adapters, a deploy script of its vault factory (factory and position manager only).`,
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
