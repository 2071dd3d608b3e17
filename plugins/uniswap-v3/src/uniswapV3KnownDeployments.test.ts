import { describeKnownDeployments } from '@sluice/core/conformance'
import { type Address, getAddress, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { computeUniswapV3PoolAddress } from './computeUniswapV3PoolAddress.js'
import { uniswapV3KnownDeployments } from './uniswapV3KnownDeployments.js'
import { uniswapV3Plugin } from './uniswapV3Plugin.js'

describeKnownDeployments({ plugin: uniswapV3Plugin })

const WHYPE: Address = '0x5555555555555555555555555555555555555555'
const USDT0: Address = '0xB8CE59FC3717ada4C02eaDF9682A9e934F625ebb'

/**
 * Pools published elsewhere (the cross-check each entry cites), by chain and preset name, as the
 * source writes them: the preset's factory and init code hash must derive each address from its
 * tokens and fee.
 */
const publishedPools: readonly { chainId: number; name: string; tokens: readonly [Address, Address]; fee: number; pool: Address }[] = [
  // Spotmf backend/src/market-data/configs/pool-config.ts
  {
    chainId: 999,
    name: 'HyperSwapV3',
    tokens: [USDT0, '0xBe6727B535545C67d5cAa73dEa54865B92CF7907'],
    fee: 3000,
    pool: '0x2850Fe0dcf4CA5e0a7B8355f4a875F96a92de948',
  },
  {
    chainId: 999,
    name: 'HyperSwapV3',
    tokens: [USDT0, '0x9FDBdA0A5e284c32744D2f17Ee5c74B284993463'],
    fee: 3000,
    pool: '0x7caC5c8ad2FB1216d3F262b2c9Cd5548D0329E78',
  },
  { chainId: 999, name: 'HyperSwapV3', tokens: [USDT0, WHYPE], fee: 100, pool: '0x7f63aC9b82905d870071024FA310cF0Ab8A74ad1' },
  // Wayfinder Paths SDK wayfinder_paths/core/constants/projectx.py: THBILL_USDC_POOL (USDC/THBILL)
  {
    chainId: 999,
    name: 'ProjectXV3',
    tokens: ['0xb88339CB7199b77E23DB6E890353E22632Ba630f', '0xfDD22Ce6D1F66bc0Ec89b20BF16CcB6670F55A5a'],
    fee: 100,
    pool: '0x49dfe4bbBD4c664E921aA2Cde7bA1fC553959bF5',
  },
  // hyperevm_cex_dex_estimation get_swap_events.py (`ADDRESSES`): WHYPE/USDT0 at Hybra's 0.25 % tier
  { chainId: 999, name: 'HybraV3', tokens: [WHYPE, USDT0], fee: 2500, pool: '0x3603ffEbB994CC110b4186040CaC3005B2cf4465' },
  // Uniswap v3-subgraph config/soneium-mainnet/chain.ts: STABLE_TOKEN_POOL (WETH/USDC.e at fee 500)
  {
    chainId: 1868,
    name: 'UniswapV3',
    tokens: ['0x4200000000000000000000000000000000000006', '0xbA9986D2381edf1DA03B0B9c1f8b00dc4AacC369'],
    fee: 500,
    pool: '0xcd4255ceae51803a9333aa1a559991e17b024efc',
  },
]

describe('known deployments of uniswap-v3: cross-checks', () => {
  test.each(publishedPools)('$chainId $name derives the published pool $pool', ({ chainId, name, tokens: [tokenA, tokenB], fee, pool }) => {
    const deployment = uniswapV3KnownDeployments[chainId]?.find((known) => known.name === name)
    const { factory, initCodeHash } = deployment!.config as { factory: Address; initCodeHash: Hex }
    expect(computeUniswapV3PoolAddress({ factory, initCodeHash, tokenA, tokenB, fee })).toBe(getAddress(pool))
  })

  test('every preset written into configs has a cross-check', () => {
    for (const [chainId, deployments] of Object.entries(uniswapV3KnownDeployments))
      for (const { name, pending } of deployments)
        if (pending === undefined)
          expect(
            publishedPools.some((p) => p.chainId === Number(chainId) && p.name === name),
            `${chainId} ${name}`,
          ).toBe(true)
  })
})
