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

/** `Pool._f`: x0·y·(x0² + y²) with the pool's roundings. */
function f(x0: bigint, y: bigint): bigint {
  const a = u(x0 * y) / E18
  const b = u(u(x0 * x0) / E18 + u(y * y) / E18)
  return u(a * b) / E18
}

/** `Pool._d`: the derivative of `_f` in y, with the pool's roundings; a zero is the pool's division by zero. */
function d(x0: bigint, y: bigint): bigint {
  const value = u(u(u(3n * x0) * (u(y * y) / E18)) / E18 + u((u(x0 * x0) / E18) * x0) / E18)
  if (value === 0n) throw new SimulationError({ reason: 'DIVISION_BY_ZERO' })
  return value
}

/**
 * Velodrome V2 `Pool._get_y`: Newton's method on the stable curve, the same steps, exits and
 * 255-iteration bound (then the pool reverts `!y`), so the answer is the pool's to the unit.
 */
export function getVelodromeV2Y({ x0, xy, y: start }: GetVelodromeV2YParameters): bigint {
  let y = start
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const k = f(x0, y)
    if (k < xy) {
      let dy = u((xy - k) * E18) / d(x0, y)
      if (dy === 0n) {
        if (k === xy) return y
        if (f(x0, u(y + 1n)) > xy) return y + 1n
        dy = 1n
      }
      y = u(y + dy)
    } else {
      let dy = u((k - xy) * E18) / d(x0, y)
      if (dy === 0n) {
        if (k === xy || f(x0, u(y - 1n)) < xy) return y
        dy = 1n
      }
      y = u(y - dy)
    }
  }
  throw new SimulationError({ reason: '!y' })
}
