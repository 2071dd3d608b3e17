import { SimulationError } from '@sluice/core'
import { checkedUint256 as u } from './checkedUint256.js'
import { getVelodromeV2K } from './getVelodromeV2K.js'
import { getVelodromeV2Y } from './getVelodromeV2Y.js'

const E18 = 10n ** 18n
/** `_k` on amounts already normalised to 18 decimals is the stable curve's `_f`. */
const NORMALISED = { stable: true, decimals0: E18, decimals1: E18 } as const

export type EstimateVelodromeV2StableInputParameters = {
  /** The output side's normalised reserve after the buy. */
  x0: bigint
  /** The invariant to keep. */
  xy: bigint
  /** The input side's normalised reserve before the buy. */
  reserveIn: bigint
}

/**
 * The input side's normalised reserve that keeps the stable curve at `xy` once the output side is
 * down to `x0`. The curve is symmetric, so the pool's own `_get_y` solves it, but started from
 * above: from below, Newton's method overshoots, far for a buy of most of the output reserve
 * (`x0` small), and `_f` of the overshoot overflows. The start doubles from the input reserve
 * until `_f` reaches `xy` (`_f` rises with either side). Where Newton's method still does not
 * settle (`x0` so small that `_f`'s roundings make it cycle until `!y`), the least value at which
 * `_f` reaches `xy`, by bisection below that start. Only an estimate: the exact input is then
 * searched against the forward quote.
 */
export function estimateVelodromeV2StableInput({ x0, xy, reserveIn }: EstimateVelodromeV2StableInputParameters): bigint {
  const reaches = (y: bigint) => getVelodromeV2K({ x: x0, y, state: NORMALISED }) >= xy
  let short = reserveIn
  let enough = reserveIn > 0n ? u(reserveIn * 2n) : 1n
  while (!reaches(enough)) [short, enough] = [enough, u(enough * 2n)]
  try {
    return getVelodromeV2Y({ x0, xy, y: enough })
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
