import { InvalidParametersError, type Pool } from '@sluice/core'
import { type Address, getAddress } from 'viem'
import { computeUniswapV2PairAddress } from './computeUniswapV2PairAddress.js'
import type { ResolvedUniswapV2Config } from './resolveUniswapV2Config.js'

export type ToUniswapV2PoolParameters = {
  pair: Address
  token0: Address
  token1: Address
  config: Pick<ResolvedUniswapV2Config, 'id' | 'factory' | 'initCodeHash' | 'fee'>
}

/**
 * A discovered pair as a `Pool`, once its address is checked against the CREATE2 derivation from
 * the factory and `initCodeHash`, so a wrong config fails loudly instead of routing through
 * unknown contracts.
 */
export function toUniswapV2Pool({ pair, token0, token1, config }: ToUniswapV2PoolParameters): Pool {
  const address = getAddress(pair)
  const expected = computeUniswapV2PairAddress({ factory: config.factory, initCodeHash: config.initCodeHash, token0, token1 })
  if (expected !== address)
    throw new InvalidParametersError(`Pair ${address} of factory ${config.factory} does not derive from initCodeHash ${config.initCodeHash}.`, {
      details: `Expected ${expected} for ${token0}/${token1}.`,
    })
  return { id: address, address, sourceId: config.id, tokens: [getAddress(token0), getAddress(token1)], fee: config.fee }
}
