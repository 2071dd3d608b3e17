import { SimulationError } from '@sluice/core'
import { checkedUint256 as u } from './checkedUint256.js'

const E18 = 10n ** 18n
/** `Pair._get_y`'s iteration bound. */
const MAX_ITERATIONS = 255

export type GetSolidlyV1YParameters = {
  /** The new normalised reserve of the input side. */
  x0: bigint
  /** The invariant to keep (`_k` of the reserves). */
  xy: bigint
  /** The starting guess: the normalised reserve of the output side. */
  y: bigint
}

/** `Pair._f`: x0·y³ + x0³·y with the pair's roundings (not Velodrome V2's). */
function f(x0: bigint, y: bigint): bigint {
  const y3 = u(u(u(y * y) / E18) * y) / E18
  const x3 = u(u(u(x0 * x0) / E18) * x0) / E18
  return u(u(x0 * y3) / E18 + u(x3 * y) / E18)
}

/** `Pair._d`: the derivative of `_f` in y, with the pair's roundings; a zero is the pair's division by zero. */
function d(x0: bigint, y: bigint): bigint {
  const value = u(u(u(3n * x0) * (u(y * y) / E18)) / E18 + u(u(u(x0 * x0) / E18) * x0) / E18)
  if (value === 0n) throw new SimulationError({ reason: 'DIVISION_BY_ZERO' })
  return value
}

/**
 * Solidly V1 `Pair._get_y`: Newton's method on the stable curve, stopping once a step moves y by
 * at most one unit, else after 255 steps with the last y (no `!y` revert, no early exits on a
 * zero step: V1's solver, which Velodrome V2 changed). The same steps and checked arithmetic, so
 * the answer is the pair's to the unit; throws `SimulationError` where the pair reverts.
 */
export function getSolidlyV1Y({ x0, xy, y: start }: GetSolidlyV1YParameters): bigint {
  let y = start
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const previous = y
    const k = f(x0, y)
    y = k < xy ? u(y + u((xy - k) * E18) / d(x0, y)) : u(y - u((k - xy) * E18) / d(x0, y))
    if (y > previous ? y - previous <= 1n : previous - y <= 1n) return y
  }
  return y
}
