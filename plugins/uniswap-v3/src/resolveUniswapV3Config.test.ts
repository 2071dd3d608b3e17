import { InvalidParametersError, MULTICALL3_ADDRESS } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { resolveUniswapV3Config, UNISWAP_V3_FEE_TIERS, type UniswapV3Config } from './resolveUniswapV3Config.js'

const base: UniswapV3Config = {
  id: 3,
  name: 'UniswapV3',
  description: 'Uniswap V3',
  chainId: 999,
  factory: '0x1f98431c8ad98523631ae4a59f267346ea31f984',
  initCodeHash: '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
}

describe('resolveUniswapV3Config', () => {
  it('fills in the defaults and checksums addresses', () => {
    expect(resolveUniswapV3Config(base)).toEqual({
      ...base,
      factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
      feeTiers: UNISWAP_V3_FEE_TIERS,
      quoter: undefined,
      executor: undefined,
      fromBlock: 0n,
      blockRange: 10_000n,
      multicall3: MULTICALL3_ADDRESS,
      batchSize: 16_384,
      wordRadius: 64,
    })
  })

  it('refuses malformed config', () => {
    for (const wrong of [
      { id: -1 },
      { factory: '0x1234' },
      { quoter: 'nope' },
      { initCodeHash: '0x1234' },
      { feeTiers: [{ fee: 500, tickSpacing: 0 }] },
      { wordRadius: -1 },
      { blockRange: 0n },
    ] as Partial<UniswapV3Config>[])
      expect(
        () => resolveUniswapV3Config({ ...base, ...wrong }),
        JSON.stringify(wrong, (_, v) => (typeof v === 'bigint' ? `${v}` : v)),
      ).toThrow(InvalidParametersError)
  })
})
