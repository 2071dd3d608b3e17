import { InvalidParametersError } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { parseUniswapV4Config } from './parseUniswapV4Config.js'

const manager = '0x000000000004444c5dc75cb358380d2e3de08a90'

describe('parseUniswapV4Config', () => {
  it('checksums addresses and fills in the defaults', () => {
    expect(parseUniswapV4Config({ poolManager: manager })).toEqual({
      poolManager: '0x000000000004444c5dc75cB358380D2e3dE08A90',
      blockRange: 10_000,
      slotsPerCall: 1_000,
      wordRadius: 64,
    })
    expect(parseUniswapV4Config({ poolManager: manager, blockRange: 500, wordRadius: 0, liquidityRouter: manager })).toMatchObject({ blockRange: 500, wordRadius: 0, liquidityRouter: '0x000000000004444c5dc75cB358380D2e3dE08A90' })
  })

  it('refuses what is not a V4 config, saying which field', () => {
    for (const [config, field] of [
      [undefined, '(config)'],
      [{}, 'poolManager'],
      [{ poolManager: '0x1234' }, 'poolManager'],
      [{ poolManager: manager, blockRange: 0 }, 'blockRange'],
      [{ poolManager: manager, wordRadius: -1 }, 'wordRadius'],
      [{ poolManager: manager, factory: manager }, '(config)'],
    ] as const) {
      expect(() => parseUniswapV4Config(config), JSON.stringify(config)).toThrow(InvalidParametersError)
      expect(() => parseUniswapV4Config(config)).toThrow(field)
    }
  })
})
