/**
 * What the router call adds to its route's swaps (`Route.gas`, the pools' own estimates): the
 * transaction's base cost and calldata, the input's pull, the output's checks and transfer, and
 * each path's dispatch; a bound from the sandbox's chain 999 (`test/server/blockGas.test.ts`: a
 * split at the budget estimates about 70,000 gas over its swaps).
 */
export const ROUTER_OVERHEAD = 150_000n

export type RouteGasBudgetParameters = {
  /** The most gas a transaction may use on the chain. */
  blockGasLimit: bigint
}

/**
 * The most gas a route's swaps may take for its transaction to fit the block gas limit with the
 * margin of `addGasMargin` (a quarter plus 50,000): what `findRoute` keeps its routes within.
 */
export function routeGasBudget({ blockGasLimit }: RouteGasBudgetParameters): bigint {
  const budget = ((blockGasLimit - 50_000n) * 4n) / 5n - ROUTER_OVERHEAD
  return budget > 0n ? budget : 0n
}
