import { usedPaths } from './usedPaths.js'

/** Unused paths that may still receive a share. */
const UNUSED_TRIED = 2

export type RefineSplitsParameters = {
  /** Per path, its current share (input in sell mode, output in buy mode). */
  amounts: readonly bigint[]
  /** Per path, its marginal value at the current split (larger is better), to pick the moves. */
  marginals: readonly (bigint | undefined)[]
  /** The objective of a split, larger is better; undefined when the split cannot be executed. */
  evaluate: (amounts: readonly bigint[]) => bigint | undefined
  /** The first size of the moves between paths; halved down to `minStep`. */
  step: bigint
  minStep: bigint
  /** Also try dropping each path (worth it when paths cost gas). */
  dropPaths: boolean
  /** Most objective evaluations (each re-simulates the route). */
  maxEvaluations: number
}

export type RefineSplitsReturnType = {
  amounts: bigint[]
  score: bigint | undefined
}

/**
 * Local search on a split, judged by the exact objective (`evaluate` re-simulates the whole
 * route, gas included). With `dropPaths`, each path, smallest share first, tries handing its share
 * to the path of best marginal value. Then each other path (the used ones, then the two unused
 * ones of best marginal value) exchanges `step` with the path of best marginal value, in
 * whichever direction improves the objective, the step halving down to `minStep`.
 */
export function refineSplits(parameters: RefineSplitsParameters): RefineSplitsReturnType {
  const { marginals, evaluate, step, minStep, dropPaths, maxEvaluations } = parameters
  let amounts = [...parameters.amounts]
  let evaluations = 1
  let score = evaluate(amounts)
  const attempt = (moved: bigint[]) => {
    evaluations++
    const movedScore = evaluate(moved)
    if (movedScore === undefined || (score !== undefined && movedScore <= score)) return false
    amounts = moved
    score = movedScore
    return true
  }
  const used = () => usedPaths(amounts)
  const rank = (p: number) => marginals[p] ?? -(2n ** 255n)
  const bestOf = (paths: number[]) => paths.reduce((a, b) => (rank(b) > rank(a) ? b : a))
  const move = (from: number, to: number, size: bigint) => {
    const moved = [...amounts]
    const take = (moved[from] as bigint) < size ? (moved[from] as bigint) : size
    moved[from] = (moved[from] as bigint) - take
    moved[to] = (moved[to] as bigint) + take
    return moved
  }

  if (dropPaths)
    for (const p of used().sort((a, b) => ((amounts[a] as bigint) < (amounts[b] as bigint) ? -1 : 1))) {
      const others = used().filter((q) => q !== p)
      if (others.length === 0 || evaluations >= maxEvaluations) break
      attempt(move(p, bestOf(others), amounts[p] as bigint))
    }

  const paths = used()
  if (paths.length === 0) return { amounts, score }
  const best = bestOf(paths)
  // The other used paths, then the unused paths of best marginal value (a share smaller than
  // one chunk can still pay).
  const unused: number[] = []
  for (let p = 0; p < amounts.length; p++) if (amounts[p] === 0n && marginals[p] !== undefined) unused.push(p)
  unused.sort((a, b) => (rank(a) > rank(b) ? -1 : 1))
  const others = [...paths.filter((q) => q !== best).sort((a, b) => (rank(a) < rank(b) ? -1 : 1)), ...unused.slice(0, UNUSED_TRIED)]
  for (const p of others) {
    for (let delta = step; delta >= minStep && delta > 0n && evaluations < maxEvaluations; ) {
      if ((amounts[p] as bigint) > 0n && attempt(move(p, best, delta))) continue
      if (evaluations < maxEvaluations && attempt(move(best, p, delta))) continue
      delta /= 2n
    }
  }
  return { amounts, score }
}
