import { SimulationError } from '@sluice/core'
import { checkedUint256 as u } from './checkedUint256.js'

const E18 = 10n ** 18n
/** `Pool._get_y`'s iteration bound. */
const MAX_ITERATIONS = 255

export type GetVelodromeV2YParameters = {
  /** The new normalised reserve of the input side. */
  x0: bigint
  /** The invariant to keep (`_k` of the reserves). */
  xy: bigint
  /** The starting guess: the normalised reserve of the output side. */
  y: bigint
}

/** `Pool._f`: x0·y·(x0² + y²) with the pool's roundings, from `x0²` and `y²` as it rounds them. */
function f(x0: bigint, xx: bigint, y: bigint, yy: bigint): bigint {
  return u((u(x0 * y) / E18) * u(xx + yy)) / E18
}

/** `Pool._d`: the derivative of `_f` in y (3·x0·y² + x0³) with the pool's roundings; a zero is the pool's division by zero. */
function d(x03: bigint, x3: bigint, yy: bigint): bigint {
  const value = u(u(x03 * yy) / E18 + x3)
  if (value === 0n) throw new SimulationError({ reason: 'DIVISION_BY_ZERO' })
  return value
}

/**
 * Velodrome V2 `Pool._get_y`: Newton's method on the stable curve, the same steps, exits and
 * 255-iteration bound (then the pool reverts `!y`), so the answer is the pool's to the unit. The
 * terms of `_f` and `_d` that depend on x0 alone, and y² within a step, are computed once: the
 * same values and overflow checks as the pool's (its first step computes them all).
 */
export function getVelodromeV2Y({ x0, xy, y: start }: GetVelodromeV2YParameters): bigint {
  const xx = u(x0 * x0) / E18
  const x3 = u(xx * x0) / E18
  const x03 = u(3n * x0)
  const square = (value: bigint) => u(value * value) / E18
  let y = start
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const yy = square(y)
    const k = f(x0, xx, y, yy)
    if (k < xy) {
      let dy = u((xy - k) * E18) / d(x03, x3, yy)
      if (dy === 0n) {
        if (k === xy) return y
        const up = u(y + 1n)
        if (f(x0, xx, up, square(up)) > xy) return y + 1n
        dy = 1n
      }
      y = u(y + dy)
    } else {
      let dy = u((k - xy) * E18) / d(x03, x3, yy)
      if (dy === 0n) {
        if (k === xy) return y
        const down = u(y - 1n)
        if (f(x0, xx, down, square(down)) < xy) return y
        dy = 1n
      }
      y = u(y - dy)
    }
  }
  throw new SimulationError({ reason: '!y' })
}
