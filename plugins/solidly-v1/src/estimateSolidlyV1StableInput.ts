import { SimulationError } from '@sluice/core'
import { checkedUint256 as u } from './checkedUint256.js'
import { getSolidlyV1K } from './getSolidlyV1K.js'

const E18 = 10n ** 18n
/** Velodrome V2 `Pool._get_y`'s iteration bound. */
const MAX_ITERATIONS = 255
/** `_k` on amounts already normalised to 18 decimals is the stable curve's `_f`. */
const NORMALISED = { stable: true, decimals0: E18, decimals1: E18 } as const

export type EstimateSolidlyV1StableInputParameters = {
  /** The output side's normalised reserve after the buy. */
  x0: bigint
  /** The invariant to keep. */
  xy: bigint
  /** The input side's normalised reserve before the buy. */
  reserveIn: bigint
}

/**
 * The input side's normalised reserve that keeps the stable curve at `xy` once the output side is
 * down to `x0`. The curve is symmetric, so a Newton solver (Velodrome V2's, below) solves it, but started from
 * above: from below, Newton's method overshoots, far for a buy of most of the output reserve
 * (`x0` small), and `_f` of the overshoot overflows. The start doubles from the input reserve
 * until `_f` reaches `xy` (`_f` rises with either side). Where Newton's method still does not
 * settle (`x0` so small that `_f`'s roundings make it cycle until `!y`), the least value at which
 * `_f` reaches `xy`, by bisection below that start. Only an estimate: the exact input is then
 * searched against the forward quote.
 */
export function estimateSolidlyV1StableInput({ x0, xy, reserveIn }: EstimateSolidlyV1StableInputParameters): bigint {
  const reaches = (y: bigint) => getSolidlyV1K({ x: x0, y, state: NORMALISED }) >= xy
  let short = reserveIn
  let enough = reserveIn > 0n ? u(reserveIn * 2n) : 1n
  while (!reaches(enough)) [short, enough] = [enough, u(enough * 2n)]
  try {
    return solveStableCurve(x0, xy, enough)
  } catch (error) {
    if (!(error instanceof SimulationError && error.reason === '!y')) throw error
  }
  while (enough - short > 1n) {
    const middle = (short + enough) / 2n
    if (reaches(middle)) enough = middle
    else short = middle
  }
  return enough
}

/** Velodrome V2 `Pool._f`: x0·y·(x0² + y²) with the pool's roundings. */
function f(x0: bigint, y: bigint): bigint {
  const a = u(x0 * y) / E18
  const b = u(u(x0 * x0) / E18 + u(y * y) / E18)
  return u(a * b) / E18
}

/** Velodrome V2 `Pool._d`: the derivative of `_f` in y, with the pool's roundings; a zero is the pool's division by zero. */
function d(x0: bigint, y: bigint): bigint {
  const value = u(u(u(3n * x0) * (u(y * y) / E18)) / E18 + u((u(x0 * x0) / E18) * x0) / E18)
  if (value === 0n) throw new SimulationError({ reason: 'DIVISION_BY_ZERO' })
  return value
}

/**
 * Velodrome V2's `Pool._get_y` (its roundings, zero-step exits and `!y` after 255 steps), the
 * estimate's solver, as `SolidlyV1Executor` runs it: only an estimate, so V2's better-behaved
 * Newton steps serve; the exact input is searched against the pair's own V1 quote.
 */
function solveStableCurve(x0: bigint, xy: bigint, start: bigint): bigint {
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
