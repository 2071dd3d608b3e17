import { type EncodedStep, type EncodeStepParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodePacked, isAddressEqual } from 'viem'

export type EncodeExampleDexStepParameters = EncodeStepParameters & {
  /** Sluice's ExampleDexExecutor on this chain. */
  executor: Address | undefined
}

export type EncodeExampleDexStepReturnType = EncodedStep

/** One step for `ExampleDexExecutor`: `abi.encodePacked(pool, tokenIn, zeroForOne, uint24 feePpm)`. */
export function encodeExampleDexStep({ step, executor }: EncodeExampleDexStepParameters): EncodeExampleDexStepReturnType {
  if (!executor) throw new InvalidParametersError(`Source ${step.pool.sourceId} has no Sluice executor configured.`)
  const [token0, token1] = step.pool.tokens
  const zeroForOne = isAddressEqual(step.tokenIn, token0)
  if (!zeroForOne && !isAddressEqual(step.tokenIn, token1)) throw new InvalidParametersError(`Token ${step.tokenIn} is not in pool ${step.pool.address}.`)
  return {
    executor,
    data: encodePacked(['address', 'address', 'bool', 'uint24'], [step.pool.address, step.tokenIn, zeroForOne, step.pool.fee]),
  }
}
