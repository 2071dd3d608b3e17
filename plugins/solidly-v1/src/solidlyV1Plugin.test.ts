import { InvalidConfigError, InvalidParametersError } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { getSolidlyV1PoolAddress } from './getSolidlyV1PoolAddress.js'
import { solidlyV1Plugin } from './solidlyV1Plugin.js'
import { toSolidlyV1Pool } from './toSolidlyV1Pool.js'

const factory = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const pairCodeHash = `0x${'c0'.repeat(32)}` as const

describe('solidlyV1Plugin.parseConfig', () => {
  it('checksums addresses and fills the defaults', () => {
    expect(solidlyV1Plugin.parseConfig({ factory, pairCodeHash })).toEqual({
      factory: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      pairCodeHash,
      fees: { stable: 2, volatile: 2 },
      discovery: 'logs',
      batchSize: 500,
    })
  })

  it('refuses a config without a pair code hash, with a bad hash or bad fees, naming the field', () => {
    for (const config of [
      { factory },
      { factory, pairCodeHash: '0x1234' },
      { factory, pairCodeHash, fees: { stable: -1, volatile: 30 } },
      { factory: 'not an address', pairCodeHash },
    ])
      expect(() => solidlyV1Plugin.parseConfig(config, 'source 30')).toThrow(InvalidConfigError)
    expect(() => solidlyV1Plugin.parseConfig({ factory }, 'source 30')).toThrow(/source 30.*pairCodeHash/s)
  })
})

describe('toSolidlyV1Pool', () => {
  const config = solidlyV1Plugin.parseConfig({ factory, pairCodeHash, fees: { stable: 1, volatile: 5 } })
  const [token0, token1] = ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'] as const

  it('accepts a pair at its derived address, with its curve and the nominal fee of that curve', () => {
    const pool = getSolidlyV1PoolAddress({ token0, token1, stable: true, config })
    expect(toSolidlyV1Pool({ pool, token0, token1, stable: true, sourceId: 30, config })).toEqual({
      id: pool,
      address: pool,
      sourceId: 30,
      tokens: [token0, token1],
      fee: 100,
      extra: { stable: true },
    })
  })

  it('throws InvalidParametersError for a pair that does not derive from the config (another curve or pair code hash)', () => {
    const pool = getSolidlyV1PoolAddress({ token0, token1, stable: true, config })
    const other = solidlyV1Plugin.parseConfig({ factory, pairCodeHash: `0x${'ab'.repeat(32)}` })
    expect(() => toSolidlyV1Pool({ pool, token0, token1, stable: false, sourceId: 30, config })).toThrow(InvalidParametersError)
    expect(() => toSolidlyV1Pool({ pool, token0, token1, stable: true, sourceId: 30, config: other })).toThrow('does not derive')
  })
})
