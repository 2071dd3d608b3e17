import type { Address } from 'viem'
import type { Route, RouteStep, SwapMode } from '../types/Route.js'
import type { SwapResult } from '../types/Simulator.js'
import type { PoolEdge } from './buildPoolGraph.js'
import type { CandidatePath } from './findCandidatePaths.js'

export type CandidateRouteParameters = {
  mode: SwapMode
  tokenIn: Address
  tokenOut: Address
  /** A path of the candidate search, with the pools' quotes for the searched amount. */
  candidate: CandidatePath
  /** The amount the path was searched for: input (sell) or output (buy). */
  amount: bigint
  blockNumber: bigint
}

/** Undefined where `simulateRoute` throws a `SimulationError`. */
export type CandidateRouteReturnType = Route | undefined

/**
 * The route of one candidate path carrying the amount it was searched for: what `simulateRoute`
 * gives for that path alone, from the quotes the search made on the way instead of a second
 * simulation. Exact: a path holds each pool once, so each of its swaps runs on the pool's own
 * state, and a simulator's quote is its swap's result (`Simulator`); the fee is the pool's, read
 * as `simulateRoute` reads it before the swap. The checks are `simulateRoute`'s: selling, each
 * pool takes exactly what it was asked to; buying, each delivers exactly what it was asked for.
 */
export function candidateRoute({ mode, tokenIn, tokenOut, candidate, amount, blockNumber }: CandidateRouteParameters): CandidateRouteReturnType {
  const { edges, quotes } = candidate
  const last = edges.length - 1
  const steps: RouteStep[] = []
  let gas = 0n
  for (let i = 0; i <= last; i++) {
    const edge = edges[i] as PoolEdge
    const quote = quotes[i] as SwapResult
    // Selling, a pool is asked the previous one's output; buying, the next one's input.
    if (mode === 'sell') {
      if (quote.amountIn !== (i === 0 ? amount : (quotes[i - 1] as SwapResult).amountOut)) return undefined
    } else if (quote.amountOut !== (i === last ? amount : (quotes[i + 1] as SwapResult).amountIn) || !edge.simulator.swapExactOut) return undefined
    steps.push({
      pool: edge.simulator.pool,
      tokenIn: edge.tokenIn,
      tokenOut: edge.tokenOut,
      amountIn: quote.amountIn,
      amountOut: quote.amountOut,
      fee: edge.simulator.fee(),
    })
    gas += quote.gas
  }
  const first = steps[0]
  const final = steps[last]
  if (!first || !final) return undefined
  return {
    mode,
    tokenIn,
    tokenOut,
    amountIn: first.amountIn,
    amountOut: final.amountOut,
    paths: [{ steps, amountIn: first.amountIn, amountOut: final.amountOut }],
    gas,
    blockNumber,
  }
}
