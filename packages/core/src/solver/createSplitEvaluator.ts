import { zeroAddress } from 'viem'
import type { SwapMode } from '../types/Route.js'
import type { PoolEdge } from './buildPoolGraph.js'
import { simulateRoute } from './simulateRoute.js'

export type CreateSplitEvaluatorParameters = {
  mode: SwapMode
  /** Candidate paths in execution order, each a list of pools in swap order. */
  paths: readonly (readonly PoolEdge[])[]
}

/** The totals of a split, as `simulateRoute` gives them. */
export type SplitTotals = { amountIn: bigint; amountOut: bigint; gas: bigint }

/** The totals of a split (per path: input in sell mode, output in buy mode); throws what `simulateRoute` throws. */
export type CreateSplitEvaluatorReturnType = (amounts: readonly bigint[]) => SplitTotals

/**
 * `simulateRoute`'s totals for many splits of one set of paths, re-simulating only what a split
 * changed. The paths a split uses fall into groups that share no pool, directly or through other
 * used paths: a group never sees another's trades, so the route's totals are the sums of its
 * groups' totals, each group simulated alone in path order on fresh state. Each group's totals
 * are kept by its paths and amounts, so a move between two paths re-simulates at most two
 * groups. Exact: the very sums of one whole run.
 */
export function createSplitEvaluator({ mode, paths }: CreateSplitEvaluatorParameters): CreateSplitEvaluatorReturnType {
  const memo = new Map<string, { totals: SplitTotals } | { error: unknown }>()
  return (amounts) => {
    const totals = { amountIn: 0n, amountOut: 0n, gas: 0n }
    for (const group of groupUsedPaths(paths, amounts)) {
      const key = group.map((p) => `${p}:${amounts[p]}`).join(',')
      let result = memo.get(key)
      if (!result) {
        try {
          const route = simulateRoute({
            mode,
            tokenIn: zeroAddress,
            tokenOut: zeroAddress,
            paths: group.map((p) => paths[p] as readonly PoolEdge[]),
            amounts: group.map((p) => amounts[p] as bigint),
            blockNumber: 0n,
          })
          result = { totals: { amountIn: route.amountIn, amountOut: route.amountOut, gas: route.gas } }
        } catch (error) {
          result = { error }
        }
        memo.set(key, result)
      }
      if ('error' in result) throw result.error
      totals.amountIn += result.totals.amountIn
      totals.amountOut += result.totals.amountOut
      totals.gas += result.totals.gas
    }
    return totals
  }
}

/** The used paths (positive amount) in groups joined by shared pools, each in path order. */
function groupUsedPaths(paths: readonly (readonly PoolEdge[])[], amounts: readonly bigint[]): number[][] {
  const used = paths.flatMap((_, p) => ((amounts[p] ?? 0n) > 0n ? [p] : []))
  const parent = new Map(used.map((p) => [p, p]))
  const find = (p: number): number => {
    let root = p
    while (parent.get(root) !== root) root = parent.get(root) as number
    return root
  }
  const firstPathOf = new Map<number, number>()
  for (const p of used)
    for (const { index } of paths[p] as readonly PoolEdge[]) {
      const other = firstPathOf.get(index)
      if (other === undefined) firstPathOf.set(index, p)
      else parent.set(find(p), find(other))
    }
  const groups = new Map<number, number[]>()
  for (const p of used) {
    const root = find(p)
    const group = groups.get(root)
    if (group) group.push(p)
    else groups.set(root, [p])
  }
  return [...groups.values()]
}
