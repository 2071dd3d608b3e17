import { InvalidParametersError, MULTICALL3_ADDRESS } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { resolveUniswapV2Config } from './resolveUniswapV2Config.js'

const base = {
  id: 1,
  name: 'UniswapV2',
  description: 'Uniswap V2',
  chainId: 999,
  factory: '0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f',
  initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
} as const

describe('resolveUniswapV2Config', () => {
  it('checksums addresses and fills the defaults', () => {
    expect(resolveUniswapV2Config(base)).toEqual({
      ...base,
      factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
      fee: 3000,
      router: undefined,
      executor: undefined,
      discovery: { mode: 'enumeration' },
      multicall3: MULTICALL3_ADDRESS,
      batchSize: 500,
    })
    expect(resolveUniswapV2Config({ ...base, fee: 2500, discovery: { mode: 'logs', fromBlock: 5n } }).discovery).toEqual({
      mode: 'logs',
      fromBlock: 5n,
      blockRange: 10_000n,
    })
  })

  it('refuses bad fees, hashes, addresses and sizes', () => {
    for (const bad of [
      { fee: -1 },
      { fee: 1_000_000 },
      { fee: 2.5 },
      { initCodeHash: '0x1234' as const },
      { factory: '0x12' as const },
      { router: 'router' as `0x${string}` },
      { batchSize: 0 },
      { discovery: { mode: 'logs' as const, fromBlock: 0n, blockRange: 0n } },
    ])
      expect(
        () => resolveUniswapV2Config({ ...base, ...bad }),
        JSON.stringify(bad, (_, v) => (typeof v === 'bigint' ? `${v}` : v)),
      ).toThrow(InvalidParametersError)
  })
})
