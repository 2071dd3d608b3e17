/**
 * The gas limit to send a transaction with, from its estimate on the latest block: the estimate
 * plus a quarter plus 50,000. An estimate is exact only for the block it ran on; when the
 * transaction lands in a later block, a pool's price oracle may write a new observation (the block
 * time moved on) or a tick may be crossed first, and a limit of exactly the estimate runs out of gas.
 * The fixed part covers the largest such write of one pool: a Uniswap V2 pair swapped for the
 * first time since its reserves were last set in an earlier block writes both cumulative prices,
 * from zero on a young pair (2 x 22,100 gas).
 */
export function addGasMargin(estimate: bigint): bigint {
  return estimate + estimate / 4n + 50_000n
}
