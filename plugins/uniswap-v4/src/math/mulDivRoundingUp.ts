import { SimulationError } from '@sluice/core'
import { UINT256_LIMIT } from './constants.js'
import { mulDiv } from './mulDiv.js'

/** `FullMath.mulDivRoundingUp`: ⌈a·b / denominator⌉, with `mulDiv`'s reverts and one for the rounding overflowing. */
export function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint {
  const result = mulDiv(a, b, denominator)
  if ((a * b) % denominator === 0n) return result
  if (result + 1n >= UINT256_LIMIT) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDivRoundingUp: result overflows uint256.' })
  return result + 1n
}
