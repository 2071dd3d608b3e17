import { type EncodedStep, type EncodeStepParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodePacked, isAddressEqual } from 'viem'

export type EncodeUniswapV2StepParameters = EncodeStepParameters & {
  /** Sluice's Uniswap V2 executor. */
  executor: Address | undefined
}

export type EncodeUniswapV2StepReturnType = EncodedStep

/**
 * The executor call for one Uniswap V2 step: `abi.encodePacked(pair, tokenIn, zeroForOne, uint24 feePpm)`,
 * which `UniswapV2Executor` decodes. The executor computes amounts from the pair's reserves at
 * execution, with the pair's own fee (`pool.fee`, millionths).
 */
export function encodeUniswapV2Step({ step, executor }: EncodeUniswapV2StepParameters): EncodeUniswapV2StepReturnType {
  if (!executor) throw new InvalidParametersError(`Source ${step.pool.sourceId} has no Sluice executor configured.`)
  const [token0, token1] = step.pool.tokens
  const zeroForOne = isAddressEqual(step.tokenIn, token0)
  if (!zeroForOne && !isAddressEqual(step.tokenIn, token1)) throw new InvalidParametersError(`Token ${step.tokenIn} is not in pair ${step.pool.address}.`)
  return {
    executor,
    data: encodePacked(['address', 'address', 'bool', 'uint24'], [step.pool.address, step.tokenIn, zeroForOne, step.pool.fee]),
  }
}
