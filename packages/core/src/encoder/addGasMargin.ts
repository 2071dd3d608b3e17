/**
 * The gas limit to send a transaction with, from its estimate on the latest block: the estimate
 * plus a quarter plus 20,000. An estimate is exact only for the block it ran on; when the
 * transaction lands in a later block, a pool's price oracle may write a new observation (the block
 * time moved on) or a tick may be crossed first, and a limit of exactly the estimate runs out of gas.
 */
export function addGasMargin(estimate: bigint): bigint {
  return estimate + estimate / 4n + 20_000n
}
