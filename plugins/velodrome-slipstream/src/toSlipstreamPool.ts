import { InvalidParametersError, type Pool } from '@sluice/core'
import { type Address, getAddress } from 'viem'
import { getSlipstreamPoolAddress } from './getSlipstreamPoolAddress.js'
import type { SlipstreamPluginConfig } from './slipstreamConfigSchema.js'

export type ToSlipstreamPoolParameters = {
  token0: Address
  token1: Address
  tickSpacing: number
  pool: Address
  id: number
  config: Pick<SlipstreamPluginConfig, 'factory' | 'poolImplementation' | 'poolInitCodeHash' | 'tickSpacings'>
}

/**
 * A `PoolCreated` pool as a `Pool` (`extra.tickSpacing` its tick spacing; `fee` 0 until `track`
 * reads the fee the pool charges), or `undefined` for a tick spacing the config does not serve.
 * Its address is checked against the clone derivation, so a wrong config fails loudly.
 */
export function toSlipstreamPool({ token0, token1, tickSpacing, pool, id, config }: ToSlipstreamPoolParameters): Pool | undefined {
  if (config.tickSpacings && !config.tickSpacings.includes(tickSpacing)) return undefined
  const address = getAddress(pool)
  const expected = getSlipstreamPoolAddress({
    factory: config.factory,
    poolImplementation: config.poolImplementation,
    poolInitCodeHash: config.poolInitCodeHash,
    tokenA: token0,
    tokenB: token1,
    tickSpacing,
  })
  if (expected !== address)
    throw new InvalidParametersError(
      `Pool ${address} of factory ${config.factory} is not a clone of poolImplementation ${config.poolImplementation ?? `(init code hash ${config.poolInitCodeHash})`}.`,
      {
        details: `Expected ${expected} for ${token0}/${token1}/${tickSpacing}.`,
      },
    )
  return { id: address, address, sourceId: id, tokens: [getAddress(token0), getAddress(token1)], fee: 0, extra: { tickSpacing } }
}
