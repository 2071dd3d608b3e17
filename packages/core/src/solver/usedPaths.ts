/**
 * The indexes of the paths a split uses (a positive amount), in order. A loop, not `flatMap`: the
 * split search asks this for every split it weighs, and `flatMap` makes an array per path.
 */
export function usedPaths(amounts: readonly (bigint | undefined)[]): number[] {
  const used: number[] = []
  for (let p = 0; p < amounts.length; p++) if ((amounts[p] ?? 0n) > 0n) used.push(p)
  return used
}
