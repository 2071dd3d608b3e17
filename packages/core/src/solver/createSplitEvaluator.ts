import { zeroAddress } from 'viem'
import type { SwapMode } from '../types/Route.js'
import type { SwapResult } from '../types/Simulator.js'
import type { PoolEdge } from './buildPoolGraph.js'
import { type QuoteAlone, quoteOwnState, simulateRoute } from './simulateRoute.js'
import { usedPaths } from './usedPaths.js'

export type CreateSplitEvaluatorParameters = {
  mode: SwapMode
  /** Candidate paths in execution order, each a list of pools in swap order. */
  paths: readonly (readonly PoolEdge[])[]
}

/** The totals of a split, as `simulateRoute` gives them. */
export type SplitTotals = { amountIn: bigint; amountOut: bigint; gas: bigint }

/** A split's evaluations, each group of paths simulated once per amounts (see `createSplitEvaluator`). */
export type CreateSplitEvaluatorReturnType = {
  /** The totals of a split (per path: input in sell mode, output in buy mode); throws what `simulateRoute` throws. */
  totals(amounts: readonly bigint[]): SplitTotals
}

/** A group's simulated totals, or what its simulation threw. */
type GroupResult = { totals: SplitTotals } | { error: unknown }

/**
 * `simulateRoute`'s totals for many splits of one set of paths, re-simulating only what a split
 * changed. The paths a split uses fall into groups that share no pool, directly or
 * through other used paths: a group never sees another's trades, so each path's steps are those
 * of one whole run and the route's totals are the sums of its groups' totals, each group
 * simulated alone in path order on fresh state. Each group's result is kept by its paths and
 * amounts, so a move between two paths re-simulates at most two groups. Exact: the very sums of
 * one whole run. Only the totals are kept, not the steps: a search evaluates hundreds of splits
 * and routes one, and what a quote keeps to its end outlives young-generation collections (V8
 * then promotes it to the old generation, which grows to several times the live heap between
 * full collections).
 */
export function createSplitEvaluator({ mode, paths }: CreateSplitEvaluatorParameters): CreateSplitEvaluatorReturnType {
  const memo = new Map<string, GroupResult>()
  // A pool that one step of a group alone uses is quoted on its own state, which never changes:
  // the paths a move left alone ask their pools the same again.
  const alone = new Map<number, Map<string, Map<bigint, SwapResult>>>()
  const quoteAlone: QuoteAlone = (edge, amount, sell) => {
    let directions = alone.get(edge.index)
    let known = directions?.get(edge.inKey)
    let result = known?.get(amount)
    if (result) return result
    result = quoteOwnState(edge, amount, sell)
    if (!directions) alone.set(edge.index, (directions = new Map()))
    if (!known) directions.set(edge.inKey, (known = new Map()))
    known.set(amount, result)
    return result
  }
  // A group of one path (most groups) is kept by path and amount, without a key to build.
  const alonePaths = new Map<number, Map<bigint, GroupResult>>()
  const evaluate = (group: readonly number[], amounts: readonly bigint[]): GroupResult => {
    const only = group.length === 1 ? (group[0] as number) : undefined
    let byAmount: Map<bigint, GroupResult> | undefined
    let key = ''
    let result: GroupResult | undefined
    if (only !== undefined) {
      byAmount = alonePaths.get(only)
      if (!byAmount) alonePaths.set(only, (byAmount = new Map()))
      result = byAmount.get(amounts[only] as bigint)
    } else {
      key = group.map((p) => `${p}:${amounts[p]}`).join(',')
      result = memo.get(key)
    }
    if (!result) {
      try {
        const route = simulateRoute({
          mode,
          tokenIn: zeroAddress,
          tokenOut: zeroAddress,
          paths: group.map((p) => paths[p] as readonly PoolEdge[]),
          amounts: group.map((p) => amounts[p] as bigint),
          blockNumber: 0n,
          quoteAlone,
        })
        result = { totals: { amountIn: route.amountIn, amountOut: route.amountOut, gas: route.gas } }
      } catch (error) {
        result = { error }
      }
      if (byAmount) byAmount.set(amounts[only as number] as bigint, result)
      else memo.set(key, result)
    }
    return result
  }
  return {
    totals(amounts) {
      const totals = { amountIn: 0n, amountOut: 0n, gas: 0n }
      for (const group of groupUsedPaths(paths, amounts)) {
        const result = evaluate(group, amounts)
        if ('error' in result) throw result.error
        totals.amountIn += result.totals.amountIn
        totals.amountOut += result.totals.amountOut
        totals.gas += result.totals.gas
      }
      return totals
    },
  }
}

/** The used paths (positive amount) in groups joined by shared pools, each in path order. */
function groupUsedPaths(paths: readonly (readonly PoolEdge[])[], amounts: readonly bigint[]): number[][] {
  const used = usedPaths(amounts)
  const parent = new Map(used.map((p) => [p, p]))
  const firstPathOf = new Map<number, number>()
  for (const p of used)
    for (const { index } of paths[p] as readonly PoolEdge[]) {
      const other = firstPathOf.get(index)
      if (other === undefined) firstPathOf.set(index, p)
      else parent.set(rootOf(parent, p), rootOf(parent, other))
    }
  const groups = new Map<number, number[]>()
  for (const p of used) {
    const root = rootOf(parent, p)
    const group = groups.get(root)
    if (group) group.push(p)
    else groups.set(root, [p])
  }
  return [...groups.values()]
}

/** The root of `p`'s group in a union-find forest (a module function: `groupUsedPaths` runs for every split evaluated). */
function rootOf(parent: ReadonlyMap<number, number>, p: number): number {
  let root = p
  while (parent.get(root) !== root) root = parent.get(root) as number
  return root
}
