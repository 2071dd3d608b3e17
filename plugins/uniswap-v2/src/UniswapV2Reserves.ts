/** A Uniswap V2 pair's state: its reserves, as `getReserves` returns them. */
export type UniswapV2Reserves = {
  reserve0: bigint
  reserve1: bigint
}
