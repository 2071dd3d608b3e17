import { InvalidConfigError } from '@sluice/core'
import { expect, test } from 'vitest'
import { slipstreamPlugin } from './slipstreamPlugin.js'

const factory = '0x2E08F5Ff603E4343864B14599CAeDb19918BDCaF'
const poolInitCodeHash = '0xeb66a80b73305597c5400bbcee7abbfb2194b5a976fea81521d44c03d471cb61'

test('a Slipstream config names its pools either by implementation or by the init code hash of their clones', () => {
  expect(slipstreamPlugin.parseConfig({ factory, poolInitCodeHash })).toMatchObject({ factory, poolInitCodeHash })
  expect(slipstreamPlugin.parseConfig({ factory, poolImplementation: factory }).poolInitCodeHash).toBeUndefined()
})

test('a Slipstream config with neither is refused with a clear error', () => {
  expect(() => slipstreamPlugin.parseConfig({ factory }, 'source 12')).toThrow(InvalidConfigError)
  expect(() => slipstreamPlugin.parseConfig({ factory }, 'source 12')).toThrow(/source 12/)
  try {
    slipstreamPlugin.parseConfig({ factory }, 'source 12')
  } catch (error) {
    expect(JSON.stringify(error)).toContain('Give poolImplementation or poolInitCodeHash.')
  }
  expect(() => slipstreamPlugin.parseConfig({ factory, poolInitCodeHash: '0x1234' })).toThrow(InvalidConfigError)
})
