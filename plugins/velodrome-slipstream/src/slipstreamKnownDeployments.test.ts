import { describeKnownDeployments } from '@sluice/core/conformance'
import { type Address, getAddress, keccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { getSlipstreamPoolAddress } from './getSlipstreamPoolAddress.js'
import { slipstreamKnownDeployments } from './slipstreamKnownDeployments.js'
import { slipstreamPlugin } from './slipstreamPlugin.js'

describeKnownDeployments({ plugin: slipstreamPlugin })

type SlipstreamPreset = { factory: Address; poolImplementation: Address }
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
]

describe('known deployments of velodrome-slipstream: cross-checks', () => {
  test.each(publishedPools)('$chainId $name derives the published pool $pool', ({ chainId, name, tokens: [tokenA, tokenB], tickSpacing, pool }) => {
    const { factory, poolImplementation } = preset(chainId, name)
    expect(getSlipstreamPoolAddress({ factory, poolImplementation, tokenA, tokenB, tickSpacing })).toBe(getAddress(pool))
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
    const clone = `0x3d602d80600a3d3981f3363d3d373d3d3d363d73${poolImplementation.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3` as const
    expect(keccak256(clone)).toBe('0x7b216153c50849f664871825fa6f22b3356cdce2436e4f48734ae2a926a4c7e5')
  })
})
