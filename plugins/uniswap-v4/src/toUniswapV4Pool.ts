import { InvalidParametersError, type Pool } from '@sluice/core'
import { type Address, getAddress, type Hex, zeroAddress } from 'viem'
import { computeUniswapV4PoolId } from './computeUniswapV4PoolId.js'
import type { UniswapV4PoolKey } from './UniswapV4PoolKey.js'

export type ToUniswapV4PoolParameters = {
  /** An `Initialize` log's arguments. */
  args: { id: Hex; currency0: Address; currency1: Address; fee: number; tickSpacing: number; hooks: Address }
  poolManager: Address
  sourceId: number
}

/**
 * An initialised pool as a `Pool` (`id` its pool ID, `address` the PoolManager holding it, `extra` its key), or `undefined` for
 * the pools this plugin leaves out: with a hook, or of the native currency. The ID is checked
 * against the key.
 */
export function toUniswapV4Pool({ args, poolManager, sourceId }: ToUniswapV4PoolParameters): Pool | undefined {
  if (args.hooks !== zeroAddress || args.currency0 === zeroAddress) return undefined
  const key: UniswapV4PoolKey = {
    currency0: getAddress(args.currency0),
    currency1: getAddress(args.currency1),
    fee: args.fee,
    tickSpacing: args.tickSpacing,
    hooks: zeroAddress,
  }
  const id = computeUniswapV4PoolId({ key })
  if (id !== args.id.toLowerCase()) throw new InvalidParametersError(`Pool ID ${args.id} of PoolManager ${poolManager} does not match its key.`)
  return {
    id,
    address: getAddress(poolManager),
    sourceId,
    tokens: [key.currency0, key.currency1],
    fee: key.fee,
    lock: poolManager.toLowerCase(),
    extra: { ...key },
  }
}
