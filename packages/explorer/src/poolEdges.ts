import type { QuoteResponse } from './api.js'
import { groupPaths } from './groupPaths.js'

export type PoolEdge = {
  poolAddress: string
  dexName: string
  poolFee: number
  tokenIn: string
  tokenOut: string
  /** Summed over every step through the pool. */
  amountIn: bigint
  amountOut: bigint
  /** The share of the route's input that flows through the pool (its paths' shares summed), in hundredths of a percent, rounded down. */
  shareBasisPoints: bigint
}

export type PoolEdgesParameters = { quote: Pick<QuoteResponse, 'swaps'> }

/** The route as a token graph's edges: one per pool, however many paths go through it, with their amounts and shares summed. */
export function poolEdges({ quote }: PoolEdgesParameters): PoolEdge[] {
  const paths = groupPaths(quote.swaps)
  const total = paths.reduce((sum, path) => sum + BigInt(path.steps[0]!.amountIn), 0n)
  const edges = new Map<string, PoolEdge & { pathInput: bigint }>()
  for (const path of paths) {
    const pathInput = BigInt(path.steps[0]!.amountIn)
    for (const step of path.steps) {
      const key = step.poolAddress.toLowerCase()
      const edge = edges.get(key) ?? {
        poolAddress: step.poolAddress,
        dexName: step.dexName,
        poolFee: step.poolFee,
        tokenIn: step.tokenIn,
        tokenOut: step.tokenOut,
        amountIn: 0n,
        amountOut: 0n,
        shareBasisPoints: 0n,
        pathInput: 0n,
      }
      edge.amountIn += BigInt(step.amountIn)
      edge.amountOut += BigInt(step.amountOut)
      edge.pathInput += pathInput
      edges.set(key, edge)
    }
  }
  return [...edges.values()].map(({ pathInput, ...edge }) => ({ ...edge, shareBasisPoints: total === 0n ? 0n : (pathInput * 10_000n) / total }))
}
