import { type AllocateSplitsParameters, type AllocateSplitsReturnType, allocateSplits } from './allocateSplits.js'
import { usedPaths } from './usedPaths.js'

export type AllocateWithinGasParameters = AllocateSplitsParameters & {
  /** The gas of a split (the route's swaps), `undefined` when it cannot be executed. */
  gasOf: (shares: readonly bigint[]) => bigint | undefined
  /** The most gas the split may take; absent: no limit. */
  maxGas?: bigint | undefined
}

/**
 * `allocateSplits`, then, while the split takes more gas than `maxGas`, the same allocation over
 * fewer paths: the path of the smallest share is left out each time, so the split that fits keeps
 * the paths that carried the most. Undefined when the paths cannot carry the amount; a single path
 * over the limit is returned as it is (the caller rejects it).
 */
export function allocateWithinGas({ gasOf, maxGas, ...parameters }: AllocateWithinGasParameters): AllocateSplitsReturnType {
  let allocation = allocateSplits(parameters)
  if (maxGas === undefined) return allocation
  while (allocation) {
    const gas = gasOf(allocation.shares)
    const used = usedPaths(allocation.shares).sort((a, b) => (allocation!.shares[a]! > allocation!.shares[b]! ? -1 : 1))
    if ((gas !== undefined && gas <= maxGas) || used.length <= 1) return allocation
    const kept = used.slice(0, -1)
    const fewer = allocateSplits({ ...parameters, paths: kept.map((p) => parameters.paths[p]!) })
    if (!fewer) return undefined
    const shares = parameters.paths.map(() => 0n)
    const marginals: (bigint | undefined)[] = parameters.paths.map(() => undefined)
    kept.forEach((p, i) => {
      shares[p] = fewer.shares[i]!
      marginals[p] = fewer.marginals[i]
    })
    allocation = { shares, marginals, chunk: fewer.chunk }
  }
  return allocation
}
