import { type EncodedStep, type EncodeStepParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodePacked, isAddressEqual } from 'viem'

export type EncodeLiquidityBookStepParameters = EncodeStepParameters & {
  /** Sluice's Liquidity Book executor on this chain. */
  executor: Address | undefined
}

export type EncodeLiquidityBookStepReturnType = EncodedStep

/** The executor call for one Liquidity Book step: `abi.encodePacked(pair, tokenIn, tokenOut, swapForY)`, which `LiquidityBookExecutor` decodes. */
export function encodeLiquidityBookStep({ step, executor }: EncodeLiquidityBookStepParameters): EncodeLiquidityBookStepReturnType {
  if (!executor) throw new InvalidParametersError(`Source ${step.pool.sourceId} has no Sluice executor configured.`)
  const [tokenX, tokenY] = step.pool.tokens
  const swapForY = isAddressEqual(step.tokenIn, tokenX)
  if (!swapForY && !isAddressEqual(step.tokenIn, tokenY)) throw new InvalidParametersError(`Token ${step.tokenIn} is not in pair ${step.pool.address}.`)
  return {
    executor,
    data: encodePacked(['address', 'address', 'address', 'bool'], [step.pool.address, step.tokenIn, swapForY ? tokenY : tokenX, swapForY]),
  }
}
