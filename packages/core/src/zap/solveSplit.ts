export type SolveSplitParameters<outcome> = {
  /** The split ranges over 0..max (wei). */
  max: bigint
  /** The outcome of a split; undefined when it cannot be executed. */
  evaluate(split: bigint): outcome | undefined
  /** Positive when a larger split would do better, negative when a smaller one would. */
  direction(outcome: outcome): number
  /** Whether `a` is better than `b` (e.g. more liquidity, then less left over). */
  better(a: outcome, b: outcome): boolean
}

export type SolveSplitReturnType<outcome> = { split: bigint; outcome: outcome } | undefined

/**
 * Bisection to the wei over a split whose effect is monotonic (more of the input to one side):
 * narrows on the sign of `direction`, then returns the better of the two neighbours (each split
 * is evaluated once). A split that cannot be executed counts as too large (less swapped is
 * always feasible when 0 is). Bisection rather than interpolation: the direction has a kink at
 * the root (one token or the other is left over), where false position stalls.
 */
export function solveSplit<outcome>({ max, evaluate: evaluateOnce, direction, better }: SolveSplitParameters<outcome>): SolveSplitReturnType<outcome> {
  const seen = new Map<bigint, outcome | undefined>()
  const evaluate = (split: bigint) => {
    if (!seen.has(split)) seen.set(split, evaluateOnce(split))
    return seen.get(split)
  }
  let lo = 0n
  let hi = max
  const low = evaluate(lo)
  const high = evaluate(hi)
  if (high !== undefined && direction(high) >= 0) return low !== undefined && better(low, high) ? { split: lo, outcome: low } : { split: hi, outcome: high }
  if (low !== undefined && direction(low) <= 0) return { split: lo, outcome: low }
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n
    const outcome = evaluate(mid)
    if (outcome !== undefined && direction(outcome) > 0) lo = mid
    else hi = mid
  }
  const candidates = [lo, hi].flatMap((split) => {
    const outcome = evaluate(split)
    return outcome === undefined ? [] : [{ split, outcome }]
  })
  return candidates.reduce<SolveSplitReturnType<outcome>>((best, candidate) => (!best || better(candidate.outcome, best.outcome) ? candidate : best), undefined)
}
