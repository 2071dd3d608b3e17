import type { KnownDeployment } from '@sluice/core'

/*
 * Known Slipstream deployments and forks (concentrated liquidity keyed by tick spacing, pools
 * EIP-1167 clones of the factory's pool implementation; `SourcePlugin.knownDeployments`), every
 * value read in the public source cited beside it:
 * - Velodrome superchain-slipstream: deployment-addresses/soneium.json at
 *   589d1e79ee75c55e4cac4ac4ef58cc68a30a823a (the leaf deployment of June 2025) and at
 *   7d42e6f9cbca3041e6312a45f842a17d16f01f22 (the one of April 2026, same addresses on every leaf
 *   chain), contracts/core/CLFactory.sol and contracts/periphery/libraries/PoolAddress.sol (clone
 *   salt `keccak256(abi.encode(token0, token1, tickSpacing))`).
 * - Velodrome universal-router at 043ce98d91f69579573e94eef8eea67708a25ff6:
 *   script/deployParameters/DeploySoneium.s.sol (the same CL factory, and the init code hash of
 *   its pool clones).
 * - Kittenswap contracts at 1a742ec72c4d83edc53b68a01920ea491fa710b5: test/base/Base.t.sol (the
 *   mainnet CL contracts the fork tests run against), src/clAMM/core/CLFactory.sol.
 * - 0x Settler at f6b73031e5d8925675faf69186fd1d8c0b4f4888: src/core/univ3forks/KittenSwap.sol.
 * - Cross-checks, pools published elsewhere that the factory and implementation derive (CREATE2
 *   of the clone): balance-monitor at 7d59f25f2e32283b2b064ddb23b71d60b7043110
 *   src/config/native-spend.config.ts (Soneium), amms-rs (a fork) at
 *   54d32d6d6216cb30e587a27f23c163d088744ad7 examples/simulate_swap.rs (KittenSwap CL).
 *   `slipstreamKnownDeployments.test.ts` derives them.
 */

const superchainJune2025 = 'https://github.com/velodrome-finance/superchain-slipstream/blob/589d1e79ee75c55e4cac4ac4ef58cc68a30a823a'
const superchainApril2026 = 'https://github.com/velodrome-finance/superchain-slipstream/blob/7d42e6f9cbca3041e6312a45f842a17d16f01f22'
const universalRouterSoneium =
  'https://github.com/velodrome-finance/universal-router/blob/043ce98d91f69579573e94eef8eea67708a25ff6/script/deployParameters/DeploySoneium.s.sol'
const balanceMonitor = 'https://github.com/makemakererer/balance-monitor/blob/7d59f25f2e32283b2b064ddb23b71d60b7043110/src/config/native-spend.config.ts'
const kittenswap = 'https://github.com/Kittenswap/contracts/blob/1a742ec72c4d83edc53b68a01920ea491fa710b5'
const settler = 'https://github.com/0xProject/0x-settler/blob/f6b73031e5d8925675faf69186fd1d8c0b4f4888'
const ammsRsKittenswap = 'https://github.com/manhkun95/amms-rs/blob/54d32d6d6216cb30e587a27f23c163d088744ad7/examples/simulate_swap.rs'

/** Slipstream and its forks on public chains, by chain ID. */
export const slipstreamKnownDeployments: Readonly<Record<number, readonly KnownDeployment[]>> = {
  999: [
    {
      // Kittenswap contracts test/base/Base.t.sol (clFactory, nfp, quoterV2); src/clAMM/core/CLFactory.sol
      // (clones of `poolImplementation`, salt over the tick spacing); 0x Settler KittenSwap.sol (the
      // clones' init code hash: the implementation's address is published nowhere).
      id: 12,
      name: 'KittenSwapCL',
      description: 'KittenSwap CL: a fork of Velodrome Slipstream (pools keyed by tick spacing, fees from fee modules)',
      deployBlock: '0',
      config: {
        factory: '0x2E08F5Ff603E4343864B14599CAeDb19918BDCaF',
        poolInitCodeHash: '0xeb66a80b73305597c5400bbcee7abbfb2194b5a976fea81521d44c03d471cb61',
        positionManager: '0xB9201e89f94a01FF13AD4CAeCF43a2e232513754',
        quoter: '0xd9949cB0655E8D5167373005Bd85f814c8E0C9BF',
      },
      sources: [
        { url: `${kittenswap}/test/base/Base.t.sol`, note: '`clFactory`, `nfp` and `quoterV2` ("cl contracts") of the mainnet fork tests.' },
        {
          url: `${kittenswap}/src/clAMM/core/CLFactory.sol`,
          note: '`createPool`: `Clones.cloneDeterministic(poolImplementation, keccak256(abi.encode(token0, token1, tickSpacing)))`.',
        },
        {
          url: `${settler}/src/core/univ3forks/KittenSwap.sol`,
          note: '`kittenSwapFactory` (the same factory) and `kittenSwapInitHash`, the init code hash of the clones.',
        },
        {
          url: ammsRsKittenswap,
          note: 'Cross-check: its pool 0x11f6ad647c331bcf927ea9df6bd0f777e0e25fec of this factory is the one the factory and init code hash derive for WHYPE/LHYPE at tick spacing 1.',
        },
      ],
    },
  ],
  1868: [
    {
      // superchain-slipstream deployment-addresses/soneium.json of June 2025 (leafPoolFactory,
      // leafPoolImplementation, nft, quoter); universal-router DeploySoneium.s.sol (same factory).
      id: 10,
      name: 'VelodromeSlipstream',
      description: 'Velodrome Slipstream (Superchain leaf, June 2025): concentrated liquidity keyed by tick spacing',
      deployBlock: '0',
      config: {
        factory: '0x04625B046C69577EfC40e6c0Bb83CDBAfab5a55F',
        poolImplementation: '0x321f7Dfb9B2eA9131B8C17691CF6e01E5c149cA8',
        positionManager: '0x991d5546C4B442B4c5fdc4c8B8b8d131DEB24702',
        quoter: '0x3FA596fAC2D6f7d16E01984897Ac04200Cb9cA05',
      },
      sources: [
        { url: `${superchainJune2025}/deployment-addresses/soneium.json`, note: '`leafPoolFactory`, `leafPoolImplementation`, `nft`, `quoter`.' },
        {
          url: `${superchainJune2025}/contracts/core/CLFactory.sol`,
          note: '`createPool`: a clone of `poolImplementation` with salt `keccak256(abi.encode(token0, token1, tickSpacing))`.',
        },
        {
          url: universalRouterSoneium,
          note: '`veloCLFactory` (the same factory) and `veloCLInitCodeHash` 0x7b216153c50849f664871825fa6f22b3356cdce2436e4f48734ae2a926a4c7e5, the init code hash of clones of this implementation.',
        },
        {
          url: balanceMonitor,
          note: 'Cross-check: its Soneium native/stable pool 0x5441c4c5cc00D33bd9409F742D511Ee01db1667B is the one this factory and implementation derive for WETH/USDC.e at tick spacing 100.',
        },
      ],
    },
    {
      // superchain-slipstream deployment-addresses/soneium.json of April 2026 (the "gauge unstake"
      // deployment, the same addresses on every leaf chain).
      id: 11,
      name: 'VelodromeSlipstream2',
      description: 'Velodrome Slipstream (Superchain leaf, April 2026): concentrated liquidity keyed by tick spacing',
      deployBlock: '0',
      // The clones' init code hash of this implementation, 0x5c321b71432b05a17f62ebb2aef808690c7902c12aa1c492ef3d5a3cc12a0c0b,
      // is the `veloCLInitCodeHash3` a version of velodrome-finance/universal-router's
      // script/deployParameters/DeployFraxtal.s.sol gives beside this factory (its commit not identified):
      // the factory and implementation agree, but that is not a published pool.
      pending:
        "No pool published elsewhere was found that this factory and implementation derive, so the entry is not cross-checked. The factory and implementation have the same addresses on every Superchain leaf chain, so a pool published on any of them (Ink, Celo, Mode, Lisk, ...) would do. Searched: the factory address in code (integrators' configs on Ink and Celo name it without pools), and every address in velodrome-finance/sugar and superchain-slipstream as tokens and pools (tick spacings 1, 10, 50, 100, 200, 2000): no match. Nearest: an integrator's config for Ink (its repository not identified) abbreviates its USDT0/WETH pool of tick spacing 100 to its first hex digits (0eA741…), which begin the address this factory and implementation derive for those tokens (Ink's USDT0 0x0200C29006150606B650577BBE7B6248F58470c1 and WETH 0x4200000000000000000000000000000000000006); the whole address, from Ink's explorer, would make this entry active.",
      config: {
        factory: '0x718E46d0962A66942E233760a8bd6038Ce54EdCD',
        poolImplementation: '0x5270d75326b0dD0607E4c8d8648A7f8CA7bFc003',
        positionManager: '0xefD0f78F93f578036AE34D52A813a4BE7D8D2D52',
        quoter: '0x426ef6F781bA0Fbc1A7b0D3399D6FA6548464C85',
      },
      sources: [{ url: `${superchainApril2026}/deployment-addresses/soneium.json`, note: '`leafPoolFactory`, `leafPoolImplementation`, `nft`, `quoter`.' }],
    },
  ],
}
