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

/** `Pair._f`: x0·y³ + x0³·y with the pair's roundings (not Velodrome V2's), from `x0³` and `y²` as it rounds them. */
function f(x0: bigint, x3: bigint, y: bigint, yy: bigint): bigint {
  const y3 = u(yy * y) / E18
  return u(u(x0 * y3) / E18 + u(x3 * y) / E18)
}

/** `Pair._d`: the derivative of `_f` in y (3·x0·y² + x0³) with the pair's roundings; a zero is the pair's division by zero. */
function d(x03: bigint, x3: bigint, yy: bigint): bigint {
  const value = u(u(x03 * yy) / E18 + x3)
  if (value === 0n) throw new SimulationError({ reason: 'DIVISION_BY_ZERO' })
  return value
}

/**
 * Solidly V1 `Pair._get_y`: Newton's method on the stable curve, stopping once a step moves y by
 * at most one unit, else after 255 steps with the last y (no `!y` revert, no early exits on a
 * zero step: V1's solver, which Velodrome V2 changed). The same steps and checked arithmetic, so
 * the answer is the pair's to the unit; throws `SimulationError` where the pair reverts. The
 * terms of `_f` and `_d` that depend on x0 alone, and y² within a step, are computed once: the
 * same values and overflow checks as the pair's (its first step computes them all).
 */
export function getSolidlyV1Y({ x0, xy, y: start }: GetSolidlyV1YParameters): bigint {
  const x3 = u(u(u(x0 * x0) / E18) * x0) / E18
  const x03 = u(3n * x0)
  let y = start
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const previous = y
    const yy = u(y * y) / E18
    const k = f(x0, x3, y, yy)
    y = k < xy ? u(y + u((xy - k) * E18) / d(x03, x3, yy)) : u(y - u((k - xy) * E18) / d(x03, x3, yy))
    if (y > previous ? y - previous <= 1n : previous - y <= 1n) return y
  }
  return y
}
