import { InvalidParametersError, type Pool } from '@sluice/core'
import { type Address, getAddress } from 'viem'
import { getSolidlyV1PoolAddress } from './getSolidlyV1PoolAddress.js'
import type { SolidlyV1PluginConfig } from './solidlyV1ConfigSchema.js'

export type ToSolidlyV1PoolParameters = {
  pool: Address
  token0: Address
  token1: Address
  stable: boolean
  sourceId: number
  config: Pick<SolidlyV1PluginConfig, 'factory' | 'pairCodeHash' | 'fees'>
}

/**
 * A discovered pool as a `Pool`, once its address is checked against its derivation from the
 * factory (`config.pairCodeHash`), so a wrong config fails loudly instead of routing through
 * unknown contracts. `extra.stable` says which curve it has; the nominal fee is the factory's
 * default for that curve (millionths).
 */
export function toSolidlyV1Pool({ pool, token0, token1, stable, sourceId, config }: ToSolidlyV1PoolParameters): Pool {
  const address = getAddress(pool)
  const expected = getSolidlyV1PoolAddress({ token0, token1, stable, config })
  if (expected !== address)
    throw new InvalidParametersError(`Pool ${address} of factory ${config.factory} does not derive from the configured pairCodeHash.`, {
      details: `Expected ${expected} for ${token0}/${token1} (stable: ${stable}).`,
    })
  return {
    id: address,
    address,
    sourceId,
    tokens: [getAddress(token0), getAddress(token1)],
    fee: (stable ? config.fees.stable : config.fees.volatile) * 100,
    extra: { stable },
  }
}
