import { describeKnownDeployments } from '@sluice/core/conformance'
import { type Address, getAddress, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { getSlipstreamCloneInitCodeHash } from './getSlipstreamCloneInitCodeHash.js'
import { getSlipstreamPoolAddress } from './getSlipstreamPoolAddress.js'
import { slipstreamKnownDeployments } from './slipstreamKnownDeployments.js'
import { slipstreamPlugin } from './slipstreamPlugin.js'

describeKnownDeployments({ plugin: slipstreamPlugin })

type SlipstreamPreset = { factory: Address; poolImplementation?: Address; poolInitCodeHash?: Hex }
const preset = (chainId: number, name: string) => slipstreamKnownDeployments[chainId]!.find((known) => known.name === name)!.config as SlipstreamPreset

/**
 * Pools published elsewhere (the cross-check each entry cites), by chain and preset name, as the
 * source writes them: the preset's factory and pool implementation must derive each address.
 */
const publishedPools: readonly { chainId: number; name: string; tokens: readonly [Address, Address]; tickSpacing: number; pool: Address }[] = [
  // balance-monitor src/config/native-spend.config.ts: Soneium's native/stable pool (WETH/USDC.e)
  {
    chainId: 1868,
    name: 'VelodromeSlipstream',
    tokens: ['0x4200000000000000000000000000000000000006', '0xbA9986D2381edf1DA03B0B9c1f8b00dc4AacC369'],
    tickSpacing: 100,
    pool: '0x5441c4c5cc00D33bd9409F742D511Ee01db1667B',
  },
  // amms-rs (a fork) examples/simulate_swap.rs: a pool of KittenSwap's CL factory (WHYPE/LHYPE)
  {
    chainId: 999,
    name: 'KittenSwapCL',
    tokens: ['0x5555555555555555555555555555555555555555', '0x5748ae796AE46A4F1348a1693de4b50560485562'],
    tickSpacing: 1,
    pool: '0x11f6ad647c331bcf927ea9df6bd0f777e0e25fec',
  },
]

describe('known deployments of velodrome-slipstream: cross-checks', () => {
  test.each(publishedPools)('$chainId $name derives the published pool $pool', ({ chainId, name, tokens: [tokenA, tokenB], tickSpacing, pool }) => {
    const { factory, poolImplementation, poolInitCodeHash } = preset(chainId, name)
    expect(getSlipstreamPoolAddress({ factory, poolImplementation, poolInitCodeHash, tokenA, tokenB, tickSpacing })).toBe(getAddress(pool))
  })

  test('every preset written into configs has a cross-check', () => {
    for (const [chainId, deployments] of Object.entries(slipstreamKnownDeployments))
      for (const { name, pending } of deployments)
        if (pending === undefined)
          expect(
            publishedPools.some((p) => p.chainId === Number(chainId) && p.name === name),
            `${chainId} ${name}`,
          ).toBe(true)
  })

  test("Velodrome's universal router names the Soneium preset's factory with the init code hash of clones of its implementation", () => {
    // universal-router script/deployParameters/DeploySoneium.s.sol: veloCLFactory, veloCLInitCodeHash
    const { factory, poolImplementation } = preset(1868, 'VelodromeSlipstream')
    expect(factory).toBe('0x04625B046C69577EfC40e6c0Bb83CDBAfab5a55F')
    expect(getSlipstreamCloneInitCodeHash(poolImplementation!)).toBe('0x7b216153c50849f664871825fa6f22b3356cdce2436e4f48734ae2a926a4c7e5')
  })
})
