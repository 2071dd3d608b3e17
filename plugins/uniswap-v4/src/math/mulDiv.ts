import { SimulationError } from '@sluice/core'
import { UINT256_LIMIT } from './constants.js'

/** `FullMath.mulDiv`: ⌊a·b / denominator⌋; reverts on a zero denominator or a result beyond uint256. */
export function mulDiv(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDiv: zero denominator.' })
  const result = (a * b) / denominator
  if (result >= UINT256_LIMIT) throw new SimulationError({ reason: 'MUL_DIV', details: 'FullMath.mulDiv: result overflows uint256.' })
  return result
}
