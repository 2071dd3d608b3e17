import { type EncodedStep, type EncodeStepParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodePacked, isAddressEqual } from 'viem'
import type { UniswapV4PoolKey } from './UniswapV4PoolKey.js'

export type EncodeUniswapV4StepParameters = EncodeStepParameters & {
  /** Sluice's Uniswap V4 executor. */
  executor: Address | undefined
  poolManager: Address
}

export type EncodeUniswapV4StepReturnType = EncodedStep

/**
 * The executor call for one Uniswap V4 step: `abi.encodePacked(manager, currency0, currency1,
 * fee, tickSpacing, hooks, zeroForOne)`, which `UniswapV4Executor` decodes into the pool key.
 * The key comes from `Pool.extra` (set by discovery).
 */
export function encodeUniswapV4Step({ step, executor, poolManager }: EncodeUniswapV4StepParameters): EncodeUniswapV4StepReturnType {
  if (!executor) throw new InvalidParametersError(`Source ${step.pool.sourceId} has no Sluice executor configured.`)
  const key = step.pool.extra as Partial<UniswapV4PoolKey> | undefined
  if (
    !key ||
    typeof key.currency0 !== 'string' ||
    typeof key.currency1 !== 'string' ||
    typeof key.fee !== 'number' ||
    typeof key.tickSpacing !== 'number' ||
    typeof key.hooks !== 'string'
  )
    throw new InvalidParametersError(`Pool ${step.pool.id} has no Uniswap V4 pool key.`)
  const zeroForOne = isAddressEqual(step.tokenIn, key.currency0)
  if (!zeroForOne && !isAddressEqual(step.tokenIn, key.currency1)) throw new InvalidParametersError(`Token ${step.tokenIn} is not in pool ${step.pool.id}.`)
  return {
    executor,
    data: encodePacked(
      ['address', 'address', 'address', 'uint24', 'int24', 'address', 'bool'],
      [poolManager, key.currency0, key.currency1, key.fee, key.tickSpacing, key.hooks, zeroForOne],
    ),
  }
}
