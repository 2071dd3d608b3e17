import { InvalidConfigError } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { ALGEBRA_INTEGRAL_INIT_CODE_HASH, parseAlgebraIntegralConfig } from './parseAlgebraIntegralConfig.js'

const factory = '0x10aa510d94e094bd643677bd2964c3ee085daffc'
const poolDeployer = '0x2d98e2fa9da15aa6dc9581ab097ced7af697cb92'

describe('parseAlgebraIntegralConfig', () => {
  it('checksums addresses and fills in the defaults', () => {
    expect(parseAlgebraIntegralConfig({ factory, poolDeployer })).toEqual({
      factory: '0x10aA510d94E094Bd643677bd2964c3EE085Daffc',
      poolDeployer: '0x2D98E2FA9da15aa6dC9581AB097Ced7af697CB92',
      initCodeHash: ALGEBRA_INTEGRAL_INIT_CODE_HASH,
      customPoolDeployers: [],
      blockRange: 10_000,
      batchSize: 16_384,
    })
  })

  it('takes a fork’s own init code hash, custom pool deployers and a block range as a JSON string or number', () => {
    const config = parseAlgebraIntegralConfig({
      factory,
      poolDeployer,
      initCodeHash: `0x${'ab'.repeat(32)}`,
      customPoolDeployers: [factory],
      blockRange: '500',
    })
    expect(config.initCodeHash).toBe(`0x${'ab'.repeat(32)}`)
    expect(config.customPoolDeployers).toEqual(['0x10aA510d94E094Bd643677bd2964c3EE085Daffc'])
    expect(config.blockRange).toBe(500)
    expect(parseAlgebraIntegralConfig({ factory, poolDeployer, blockRange: 20 }).blockRange).toBe(20)
  })

  it('is JSON-safe and idempotent (the sandbox manifest carries it)', () => {
    const config = parseAlgebraIntegralConfig({ factory, poolDeployer })
    expect(parseAlgebraIntegralConfig(JSON.parse(JSON.stringify(config)))).toEqual(config)
  })

  it('names the source in its error', () => {
    expect(() => parseAlgebraIntegralConfig({ factory }, 'the config of source 9 (Algebra)')).toThrow(/source 9 \(Algebra\)/)
  })

  it.each([
    ['a missing pool deployer', { factory }],
    ['a bad address', { factory: '0x1234', poolDeployer }],
    ['a short hash', { factory, poolDeployer, initCodeHash: '0x1234' }],
    ['a zero block range', { factory, poolDeployer, blockRange: 0 }],
    ['an unknown field', { factory, poolDeployer, feeTiers: [] }],
    ['not an object', 'factory'],
  ])('rejects %s with InvalidConfigError', (_, config) => {
    expect(() => parseAlgebraIntegralConfig(config)).toThrow(InvalidConfigError)
  })
})
