import { type EncodedStep, type EncodeStepParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodePacked, isAddressEqual } from 'viem'

export type EncodeSolidlyV1StepParameters = EncodeStepParameters & {
  /** Sluice's Solidly V1 executor on this chain. */
  executor: Address | undefined
}

export type EncodeSolidlyV1StepReturnType = EncodedStep

/**
 * The executor call for one Solidly V1 step: `abi.encodePacked(pool, tokenIn, zeroForOne,
 * uint16 feeBps)`, which `SolidlyV1Executor` decodes. The fee (the step's, from the pool's
 * state) only shapes the buy estimate; the pool applies its factory's fee itself.
 */
export function encodeSolidlyV1Step({ step, executor }: EncodeSolidlyV1StepParameters): EncodeSolidlyV1StepReturnType {
  if (!executor) throw new InvalidParametersError(`Source ${step.pool.sourceId} has no Sluice executor configured.`)
  const [token0, token1] = step.pool.tokens
  const zeroForOne = isAddressEqual(step.tokenIn, token0)
  if (!zeroForOne && !isAddressEqual(step.tokenIn, token1)) throw new InvalidParametersError(`Token ${step.tokenIn} is not in pool ${step.pool.address}.`)
  if (!Number.isInteger(step.fee / 100) || step.fee < 0 || step.fee > 1_000_000)
    throw new InvalidParametersError(`Fee ${step.fee} of pool ${step.pool.address} is not a whole number of basis points.`)
  return {
    executor,
    data: encodePacked(['address', 'address', 'bool', 'uint16'], [step.pool.address, step.tokenIn, zeroForOne, step.fee / 100]),
  }
}
