import type { Address } from 'viem'

export type UniswapV3MintParametersParameters = {
  pool: { tokens: readonly [Address, Address]; fee: number }
  tickLower: number
  tickUpper: number
  /** Desired amounts of token0 and token1 (no minimums). */
  amount0: bigint
  amount1: bigint
  recipient: Address
  /** Unix seconds; default: far in the future. */
  deadline?: bigint | undefined
}

/**
 * The argument of the NonfungiblePositionManager's `mint` for a position in `pool` between the
 * ticks, with no minimum amounts: what sandboxes, tests and benchmarks add liquidity with.
 */
export function uniswapV3MintParameters({ pool, tickLower, tickUpper, amount0, amount1, recipient, deadline = 2n ** 40n }: UniswapV3MintParametersParameters) {
  return {
    token0: pool.tokens[0],
    token1: pool.tokens[1],
    fee: pool.fee,
    tickLower,
    tickUpper,
    amount0Desired: amount0,
    amount1Desired: amount1,
    amount0Min: 0n,
    amount1Min: 0n,
    recipient,
    deadline,
  }
}
