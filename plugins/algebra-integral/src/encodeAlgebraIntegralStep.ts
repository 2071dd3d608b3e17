import { type EncodedStep, type EncodeStepParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodePacked, isAddressEqual } from 'viem'

export type EncodeAlgebraIntegralStepParameters = EncodeStepParameters & {
  /** Sluice's Algebra Integral executor. */
  executor: Address | undefined
}

export type EncodeAlgebraIntegralStepReturnType = EncodedStep

/**
 * The executor call for one Algebra Integral step: `abi.encodePacked(pool, tokenIn, zeroToOne)`,
 * which `AlgebraIntegralExecutor` decodes (no price limit: the route's amount bounds protect the
 * trader). The pool's `algebraSwapCallback` is accepted by the router from this pool only while
 * this step runs.
 */
export function encodeAlgebraIntegralStep({ step, executor }: EncodeAlgebraIntegralStepParameters): EncodeAlgebraIntegralStepReturnType {
  if (!executor) throw new InvalidParametersError(`Source ${step.pool.sourceId} has no Sluice executor configured.`)
  const [token0, token1] = step.pool.tokens
  const zeroToOne = isAddressEqual(step.tokenIn, token0)
  if (!zeroToOne && !isAddressEqual(step.tokenIn, token1)) throw new InvalidParametersError(`Token ${step.tokenIn} is not in pool ${step.pool.address}.`)
  return { executor, data: encodePacked(['address', 'address', 'bool'], [step.pool.address, step.tokenIn, zeroToOne]) }
}
