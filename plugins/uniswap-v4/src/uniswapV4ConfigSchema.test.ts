import { InvalidConfigError } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { uniswapV4Plugin } from './uniswapV4Plugin.js'

const manager = '0x000000000004444c5dc75cb358380d2e3de08a90'

describe('the Uniswap V4 config (uniswapV4Plugin.parseConfig)', () => {
  it('checksums addresses and fills in the defaults', () => {
    expect(uniswapV4Plugin.parseConfig({ poolManager: manager })).toEqual({
      poolManager: '0x000000000004444c5dc75cB358380D2e3dE08A90',
      blockRange: 10_000,
      slotsPerCall: 1_000,
      wordRadius: 64,
    })
    expect(uniswapV4Plugin.parseConfig({ poolManager: manager, blockRange: 500, wordRadius: 0, liquidityRouter: manager })).toMatchObject({
      blockRange: 500,
      wordRadius: 0,
      liquidityRouter: '0x000000000004444c5dc75cB358380D2e3dE08A90',
    })
  })

  it('refuses what is not a V4 config, naming the source and the field', () => {
    for (const [config, field] of [
      [undefined, 'object'],
      [{}, 'poolManager'],
      [{ poolManager: '0x1234' }, 'poolManager'],
      [{ poolManager: manager, blockRange: 0 }, 'blockRange'],
      [{ poolManager: manager, wordRadius: -1 }, 'wordRadius'],
      [{ poolManager: manager, factory: manager }, 'factory'],
    ] as const) {
      expect(() => uniswapV4Plugin.parseConfig(config, 'the config of source 9 (UniswapV4)'), JSON.stringify(config)).toThrow(InvalidConfigError)
      expect(() => uniswapV4Plugin.parseConfig(config, 'the config of source 9 (UniswapV4)')).toThrow(/source 9 \(UniswapV4\)[\s\S]*/)
      expect(() => uniswapV4Plugin.parseConfig(config)).toThrow(field)
    }
  })
})
