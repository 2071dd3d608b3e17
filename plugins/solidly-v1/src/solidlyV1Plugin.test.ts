import { InvalidConfigError, InvalidParametersError } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { getSolidlyV1PoolAddress } from './getSolidlyV1PoolAddress.js'
import { toSolidlyV1Pool } from './toSolidlyV1Pool.js'
import { solidlyV1Plugin } from './solidlyV1Plugin.js'

const factory = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const implementation = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('solidlyV1Plugin.parseConfig', () => {
  it('checksums addresses and fills the defaults', () => {
    expect(solidlyV1Plugin.parseConfig({ factory, poolAddress: { mode: 'clone', implementation } })).toEqual({
      factory: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      poolAddress: { mode: 'clone', implementation },
      fees: { stable: 5, volatile: 30 },
      discovery: 'logs',
      batchSize: 500,
    })
  })

  it('refuses a config without a pool address derivation, with an unknown mode, a bad hash or bad fees, naming the field', () => {
    for (const config of [
      { factory },
      { factory, poolAddress: { mode: 'create3', implementation } },
      { factory, poolAddress: { mode: 'create2', initCodeHash: '0x1234' } },
      { factory, poolAddress: { mode: 'clone', implementation }, fees: { stable: -1, volatile: 30 } },
      { factory: 'not an address', poolAddress: { mode: 'clone', implementation } },
    ])
      expect(() => solidlyV1Plugin.parseConfig(config, 'source 8')).toThrow(InvalidConfigError)
    expect(() => solidlyV1Plugin.parseConfig({ factory }, 'source 8')).toThrow(/source 8.*poolAddress/s)
  })
})

describe('toSolidlyV1Pool', () => {
  const config = solidlyV1Plugin.parseConfig({ factory, poolAddress: { mode: 'clone', implementation } })
  const [token0, token1] = ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'] as const

  it('accepts a pool at its derived address, with its curve and the nominal fee of that curve', () => {
    const pool = getSolidlyV1PoolAddress({ token0, token1, stable: true, config })
    expect(toSolidlyV1Pool({ pool, token0, token1, stable: true, sourceId: 8, config })).toEqual({
      id: pool,
      address: pool,
      sourceId: 8,
      tokens: [token0, token1],
      fee: 500,
      extra: { stable: true },
    })
  })

  it('throws InvalidParametersError for a pool that does not derive from the config (another curve, implementation or init code hash)', () => {
    const pool = getSolidlyV1PoolAddress({ token0, token1, stable: true, config })
    const create2 = solidlyV1Plugin.parseConfig({ factory, poolAddress: { mode: 'create2', initCodeHash: `0x${'ab'.repeat(32)}` } })
    expect(() => toSolidlyV1Pool({ pool, token0, token1, stable: false, sourceId: 8, config })).toThrow(InvalidParametersError)
    expect(() => toSolidlyV1Pool({ pool, token0, token1, stable: true, sourceId: 8, config: create2 })).toThrow('does not derive')
  })
})
