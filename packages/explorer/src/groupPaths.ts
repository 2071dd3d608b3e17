import type { SwapStep } from './api.js'

export type RoutePath = {
  steps: SwapStep[]
  /** The path's share of the route's input, in hundredths of a percent (rounded down). */
  shareBasisPoints: bigint
}

/**
 * The paths of a route from the API's flat list of steps (path after path, hop after hop): a step
 * continues the path before it when it takes in that path's last output, token and amount.
 */
export function groupPaths(steps: readonly SwapStep[]): RoutePath[] {
  const paths: SwapStep[][] = []
  for (const step of steps) {
    const last = paths.at(-1)?.at(-1)
    if (last && last.tokenOut.toLowerCase() === step.tokenIn.toLowerCase() && last.amountOut === step.amountIn) paths.at(-1)!.push(step)
    else paths.push([step])
  }
  const total = paths.reduce((sum, path) => sum + BigInt(path[0]!.amountIn), 0n)
  return paths.map((path) => ({ steps: path, shareBasisPoints: total === 0n ? 0n : (BigInt(path[0]!.amountIn) * 10_000n) / total }))
}
