import { SimulationError } from '@sluice/core'
import { MAX_UINT256 } from './constants.js'

/**
 * `FullMath.mulDivRoundingUp`: ⌈a·b / denominator⌉; reverts when the denominator is zero or the
 * result does not fit in 256 bits.
 */
export function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDivRoundingUp: zero denominator.' })
  const product = a * b
  let result = product / denominator
  if (result > MAX_UINT256) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDiv: result overflows uint256.' })
  if (result * denominator !== product) {
    if (result === MAX_UINT256) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDivRoundingUp: result overflows uint256.' })
    result++
  }
  return result
}
