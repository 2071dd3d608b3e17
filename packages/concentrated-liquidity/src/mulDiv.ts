import { SimulationError } from '@sluice/core'
import { UINT256_LIMIT } from './constants.js'

/**
 * `FullMath.mulDiv`: ⌊a·b / denominator⌋ with a 512-bit intermediate; reverts when the
 * denominator is zero or the result does not fit in 256 bits. (Positional parameters: it runs
 * in the swap loop, where an object per call would cost an allocation.)
 */
export function mulDiv(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDiv: zero denominator.' })
  const result = (a * b) / denominator
  if (result >= UINT256_LIMIT) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDiv: result overflows uint256.' })
  return result
}
