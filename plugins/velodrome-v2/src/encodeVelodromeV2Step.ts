import { type EncodedStep, type EncodeStepParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodePacked, isAddressEqual } from 'viem'

export type EncodeVelodromeV2StepParameters = EncodeStepParameters & {
  /** Sluice's Velodrome V2 executor on this chain. */
  executor: Address | undefined
}

export type EncodeVelodromeV2StepReturnType = EncodedStep

/**
 * The executor call for one Velodrome V2 step: `abi.encodePacked(pool, tokenIn, zeroForOne,
 * uint16 feeBps)`, which `VelodromeV2Executor` decodes. The fee (the step's, from the pool's
 * state) only shapes the buy estimate; the pool applies its factory's fee itself.
 */
export function encodeVelodromeV2Step({ step, executor }: EncodeVelodromeV2StepParameters): EncodeVelodromeV2StepReturnType {
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
