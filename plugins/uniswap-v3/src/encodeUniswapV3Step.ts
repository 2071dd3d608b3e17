import { type EncodedStep, type EncodeStepParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodePacked, isAddressEqual } from 'viem'

export type EncodeUniswapV3StepParameters = EncodeStepParameters & {
  /** Sluice's Uniswap V3 executor. */
  executor: Address | undefined
}

export type EncodeUniswapV3StepReturnType = EncodedStep

/**
 * The executor call for one Uniswap V3 step: `abi.encodePacked(pool, tokenIn, zeroForOne)`, which
 * `UniswapV3Executor` decodes. The pool's swap callback, whatever a fork names it, is accepted
 * by the router from this pool only while this step runs.
 */
export function encodeUniswapV3Step({ step, executor }: EncodeUniswapV3StepParameters): EncodeUniswapV3StepReturnType {
  if (!executor) throw new InvalidParametersError(`Source ${step.pool.sourceId} has no Sluice executor configured.`)
  const [token0, token1] = step.pool.tokens
  const zeroForOne = isAddressEqual(step.tokenIn, token0)
  if (!zeroForOne && !isAddressEqual(step.tokenIn, token1)) throw new InvalidParametersError(`Token ${step.tokenIn} is not in pool ${step.pool.address}.`)
  return {
    executor,
    data: encodePacked(['address', 'address', 'bool'], [step.pool.address, step.tokenIn, zeroForOne]),
  }
}
