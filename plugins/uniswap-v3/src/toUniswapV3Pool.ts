import { InvalidParametersError, type Pool } from '@sluice/core'
import { type Address, getAddress } from 'viem'
import { computeUniswapV3PoolAddress } from './computeUniswapV3PoolAddress.js'
import type { ResolvedUniswapV3Config } from './resolveUniswapV3Config.js'

export type ToUniswapV3PoolParameters = {
  token0: Address
  token1: Address
  fee: number
  tickSpacing: number
  pool: Address
  config: Pick<ResolvedUniswapV3Config, 'id' | 'factory' | 'initCodeHash' | 'feeTiers'>
}

/**
 * A `PoolCreated` pool as a `Pool` (`extra.tickSpacing` its tick spacing), or `undefined` for a
 * fee tier the config does not enable; its address is checked against the CREATE2 derivation,
 * so a wrong config fails loudly.
 */
export function toUniswapV3Pool({ token0, token1, fee, tickSpacing, pool, config }: ToUniswapV3PoolParameters): Pool | undefined {
  if (!config.feeTiers.some((tier) => tier.fee === fee && tier.tickSpacing === tickSpacing)) return undefined
  const address = getAddress(pool)
  const expected = computeUniswapV3PoolAddress({ factory: config.factory, initCodeHash: config.initCodeHash, tokenA: token0, tokenB: token1, fee })
  if (expected !== address)
    throw new InvalidParametersError(`Pool ${address} of factory ${config.factory} does not derive from initCodeHash ${config.initCodeHash}.`, {
      details: `Expected ${expected} for ${token0}/${token1}/${fee}.`,
    })
  return { id: address, address, sourceId: config.id, tokens: [getAddress(token0), getAddress(token1)], fee, extra: { tickSpacing } }
}
