export type SolveSplitParameters<outcome> = {
  /** The split ranges over 0..max (wei). */
  max: bigint
  /** The outcome of a split; undefined when it cannot be executed. */
  evaluate(split: bigint): outcome | undefined
  /** Positive when a larger split would do better, negative when a smaller one would. */
  direction(outcome: outcome): number
  /** Whether `a` is better than `b` (e.g. more liquidity, then less left over). */
  better(a: outcome, b: outcome): boolean
  /**
   * Whether an outcome is as good as any split can be (e.g. nothing left over but rounding):
   * the search stops there and returns the best split evaluated. Default: never (to the wei).
   */
  settled?(outcome: outcome): boolean
}

export type SolveSplitReturnType<outcome> = { split: bigint; outcome: outcome } | undefined

type Point = { split: bigint; at: number }

/**
 * Where the line through two points crosses zero, kept strictly inside (lo, hi). The step from
 * `a` is a float (relative precision 2^-52: exact enough near the root, where steps are small);
 * the search checks every estimate.
 */
function lineRoot(a: Point | undefined, b: Point | undefined, lo: bigint, hi: bigint): bigint | undefined {
  if (!a || !b || a.at === b.at) return undefined
  const factor = a.at / (a.at - b.at)
  const step = Number(b.split - a.split) * factor
  if (!Number.isFinite(step)) return undefined
  // At or past an end: the split next to that end (it closes the bracket when the root is there).
  const estimate = a.split + BigInt(Math.round(step))
  return estimate <= lo ? lo + 1n : estimate >= hi ? hi - 1n : estimate
}

/**
 * The split to the wei where `direction` changes sign (its effect is monotonic: more of the input
 * to one side), then the better of the two neighbours; each split is evaluated once. A split that
 * cannot be executed counts as too large (less swapped is always feasible when 0 is).
 * The direction is nearly linear on each side of the sign change, with a kink there (one token
 * or the other is left over), so the next split is where the line through the last two points on
 * one side crosses zero (the side that moved last), else where the chord between the ends does;
 * a step that did not halve the bracket over the last two is followed by a bisection, so it never
 * takes much more than bisection's evaluations and usually a handful. It ends on the same
 * bracket as bisection: the sign change. With `settled`, it stops at the first settled outcome
 * and returns the best split evaluated.
 */
export function solveSplit<outcome>({
  max,
  evaluate: evaluateOnce,
  direction,
  better,
  settled = () => false,
}: SolveSplitParameters<outcome>): SolveSplitReturnType<outcome> {
  const seen = new Map<bigint, outcome | undefined>()
  let done = false
  const evaluate = (split: bigint) => {
    if (!seen.has(split)) {
      const outcome = evaluateOnce(split)
      seen.set(split, outcome)
      if (outcome !== undefined && settled(outcome)) done = true
    }
    return seen.get(split)
  }
  const bestSeen = () => {
    let best: SolveSplitReturnType<outcome>
    for (const [split, outcome] of seen) if (outcome !== undefined && (!best || better(outcome, best.outcome))) best = { split, outcome }
    return best
  }
  let lo = 0n
  let hi = max
  const low = evaluate(lo)
  const high = evaluate(hi)
  if (high !== undefined && direction(high) >= 0) return low !== undefined && better(low, high) ? { split: lo, outcome: low } : { split: hi, outcome: high }
  if (low !== undefined && direction(low) <= 0) return { split: lo, outcome: low }
  // The last two points on each side, newest first (an infeasible split clears the high side's).
  let lows: Point[] = low === undefined ? [] : [{ split: lo, at: direction(low) }]
  let highs: Point[] = high === undefined ? [] : [{ split: hi, at: direction(high) }]
  let lastLow = true
  let widthBefore = hi - lo
  let bisect = false
  while (hi - lo > 1n) {
    if (done) return bestSeen()
    const width = hi - lo
    const [ownSide, otherSide] = lastLow ? [lows, highs] : [highs, lows]
    const mid =
      (bisect
        ? undefined
        : (lineRoot(ownSide[0], ownSide[1], lo, hi) ?? lineRoot(otherSide[0], otherSide[1], lo, hi) ?? lineRoot(lows[0], highs[0], lo, hi))) ?? (lo + hi) / 2n
    const outcome = evaluate(mid)
    const at = outcome === undefined ? undefined : direction(outcome)
    if (at !== undefined && at > 0) {
      lo = mid
      lows = [{ split: mid, at }, ...lows.slice(0, 1)]
      lastLow = true
    } else {
      hi = mid
      highs = at === undefined ? [] : [{ split: mid, at }, ...highs.slice(0, 1)]
      lastLow = false
    }
    // Bisect next when the bracket did not halve over the last two steps.
    bisect = !bisect && hi - lo > widthBefore / 2n
    widthBefore = width
  }
  const candidates = [lo, hi].flatMap((split) => {
    const outcome = evaluate(split)
    return outcome === undefined ? [] : [{ split, outcome }]
  })
  return candidates.reduce<SolveSplitReturnType<outcome>>((best, candidate) => (!best || better(candidate.outcome, best.outcome) ? candidate : best), undefined)
}
