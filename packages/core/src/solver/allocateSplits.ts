import { SimulationError } from '../errors/errors.js'
import type { SwapMode } from '../types/Route.js'
import type { MissingPoolState, Simulator, SwapResult } from '../types/Simulator.js'
import type { PoolEdge } from './buildPoolGraph.js'
import { isSimulationRefusal } from './isSimulationRefusal.js'

export type AllocateSplitsParameters = {
  mode: SwapMode
  /** Candidate paths, each a list of pools in swap order. */
  paths: readonly (readonly PoolEdge[])[]
  /** Total input (sell) or output (buy). */
  amount: bigint
  /** Chunks per phase of the allocation (see `schedule`). */
  chunks: number
  /** Told of each quote a pool refused for want of state. */
  onStateNotLoaded?: ((missing: MissingPoolState) => void) | undefined
}

/** Undefined when the paths cannot carry the whole amount. */
export type AllocateSplitsReturnType =
  | {
      /** Per path, its share of the amount. */
      shares: bigint[]
      /** Per path, its marginal result for one more (last-size) chunk after the allocation (larger is better). */
      marginals: (bigint | undefined)[]
      /** The size of the last chunks. */
      chunk: bigint
    }
  | undefined

/**
 * Incremental allocation: the amount is cut into chunks, smaller towards the end, and each chunk goes to the path
 * with the best marginal result for it (most output in sell mode, least input in buy mode),
 * quoted on clones whose state every allocated chunk has moved. Paths that share a pool see each
 * other's trades, so a pool's liquidity is never counted twice.
 */
export function allocateSplits({ mode, paths, amount, chunks, onStateNotLoaded }: AllocateSplitsParameters): AllocateSplitsReturnType {
  const sell = mode === 'sell'
  const clones = new Map<number, Simulator>()
  const pathsOfPool = new Map<number, number[]>()
  paths.forEach((edges, p) => {
    for (const edge of edges) {
      if (!clones.has(edge.index)) clones.set(edge.index, edge.simulator.clone())
      const list = pathsOfPool.get(edge.index)
      if (list) list.push(p)
      else pathsOfPool.set(edge.index, [p])
    }
  })
  const pools: PoolClones = { clones, quotes: new Map() }
  /** Larger is better: the output (sell) or the negated input (buy); undefined when the path cannot take it. */
  const marginal = (p: number, size: bigint): bigint | undefined => {
    try {
      return sell ? forward(paths[p] as readonly PoolEdge[], size, pools, false) : -backward(paths[p] as readonly PoolEdge[], size, pools, false)
    } catch (error) {
      if (isSimulationRefusal({ error, onStateNotLoaded })) return undefined
      throw error
    }
  }
  const shares = paths.map(() => 0n)
  const values: (bigint | undefined)[] = paths.map(() => undefined)
  const stale = paths.map(() => false)
  let chunk = 0n
  for (const phase of schedule(amount, chunks)) {
    chunk = phase.amount / phase.count
    // A new chunk size: every path is quoted again.
    paths.forEach((_, p) => {
      values[p] = marginal(p, chunk)
      stale[p] = false
    })
    for (let i = 0n; i < phase.count; i++) {
      const size = i === phase.count - 1n ? phase.amount - chunk * (phase.count - 1n) : chunk
      // Marginals only fall as pools move, so a stale value is an upper bound: only the path
      // that comes out on top is quoted again (lazy greedy).
      let best = -1
      for (;;) {
        best = -1
        for (let p = 0; p < values.length; p++) {
          const value = values[p]
          if (value !== undefined && (best < 0 || value > (values[best] as bigint))) best = p
        }
        if (best < 0 || !stale[best]) break
        values[best] = marginal(best, chunk)
        stale[best] = false
      }
      if (best < 0) return undefined
      const edges = paths[best] as readonly PoolEdge[]
      try {
        if (sell) forward(edges, size, pools, true)
        else backward(edges, size, pools, true)
      } catch (error) {
        if (isSimulationRefusal({ error, onStateNotLoaded })) return undefined
        throw error
      }
      shares[best] = (shares[best] as bigint) + size
      for (const edge of edges) for (const p of pathsOfPool.get(edge.index) ?? []) stale[p] = true
    }
  }
  const marginals = paths.map((_, p) => ((shares[p] as bigint) > 0n && stale[p] ? marginal(p, chunk) : values[p]))
  return { shares, marginals, chunk }
}

/**
 * The chunks: 60% of the amount in `chunks / 2` chunks, 30% in as many, the last 10% in as many
 * again, so the last decisions are fine (1/5 of the first chunk size) at little cost. Amounts too
 * small for that are cut into at most `chunks` equal parts.
 */
function schedule(amount: bigint, chunks: number): { amount: bigint; count: bigint }[] {
  const per = BigInt(Math.max(1, Math.ceil(chunks / 2)))
  if (amount < 10n * per) return [{ amount, count: amount < BigInt(chunks) ? amount : BigInt(chunks) }]
  const first = (amount * 6n) / 10n
  const second = (amount * 3n) / 10n
  return [
    { amount: first, count: per },
    { amount: second, count: per },
    { amount: amount - first - second, count: per },
  ]
}

/**
 * The allocation's clones by pool, and the quotes each gave since its state last moved, by
 * direction (the edge's `inKey`) and amount: paths that share a pool ask it the same (a common
 * first pool, the same chunk), and a quote depends only on the state and what it asks, so each
 * is computed once.
 */
type PoolClones = { clones: ReadonlyMap<number, Simulator>; quotes: Map<number, Map<string, Map<bigint, SwapResult>>> }

/** A pool's quote (exact in when selling, exact out when buying), or its swap when `execute`, which forgets the pool's quotes. */
function hop(pools: PoolClones, edge: PoolEdge, amount: bigint, sell: boolean, execute: boolean): SwapResult {
  const pool = pools.clones.get(edge.index) as Simulator
  if (execute) {
    pools.quotes.delete(edge.index)
    if (sell) return pool.swapExactIn({ tokenIn: edge.tokenIn, amountIn: amount })
    if (!pool.swapExactOut) throw new SimulationError({ reason: `pool ${edge.simulator.pool.id} has no exact-out quote` })
    return pool.swapExactOut({ tokenOut: edge.tokenOut, amountOut: amount })
  }
  let directions = pools.quotes.get(edge.index)
  let known = directions?.get(edge.inKey)
  let result = known?.get(amount)
  if (result) return result
  if (sell) result = pool.quoteExactIn({ tokenIn: edge.tokenIn, amountIn: amount })
  else if (pool.quoteExactOut) result = pool.quoteExactOut({ tokenOut: edge.tokenOut, amountOut: amount })
  else throw new SimulationError({ reason: `pool ${edge.simulator.pool.id} has no exact-out quote` })
  if (!directions) pools.quotes.set(edge.index, (directions = new Map()))
  if (!known) directions.set(edge.inKey, (known = new Map()))
  known.set(amount, result)
  return result
}

/** The path's output for `amountIn`, optionally executing it on the clones. */
function forward(edges: readonly PoolEdge[], amountIn: bigint, pools: PoolClones, execute: boolean): bigint {
  let current = amountIn
  for (const edge of edges) {
    const result = hop(pools, edge, current, true, execute)
    if (result.amountIn !== current) throw new SimulationError({ reason: `pool ${edge.simulator.pool.id} takes only part of the input` })
    current = result.amountOut
  }
  return current
}

/** The path's input for `amountOut`, optionally executing it on the clones. */
function backward(edges: readonly PoolEdge[], amountOut: bigint, pools: PoolClones, execute: boolean): bigint {
  let needed = amountOut
  for (let i = edges.length - 1; i >= 0; i--) {
    const edge = edges[i] as PoolEdge
    const result = hop(pools, edge, needed, false, execute)
    if (result.amountOut < needed) throw new SimulationError({ reason: 'exact output not reachable' })
    needed = result.amountIn
  }
  return needed
}
