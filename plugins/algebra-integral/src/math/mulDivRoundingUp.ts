import { SimulationError } from '@sluice/core'
import { UINT256_LIMIT } from './constants.js'

/** `FullMath.mulDivRoundingUp`: ⌈a·b / denominator⌉; reverts like `mulDiv`, or when rounding up overflows. */
export function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDivRoundingUp: zero denominator.' })
  const product = a * b
  let result = product / denominator
  if (result * denominator !== product) result++
  if (result >= UINT256_LIMIT) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDivRoundingUp: result overflows uint256.' })
  return result
}
