import { SimulationError } from '@sluice/core'

export type GetAmountOutParameters = {
  amountIn: bigint
  reserveIn: bigint
  reserveOut: bigint
  /** Swap fee in millionths (3000 = 0.3%). */
  fee: number
}

/**
 * `UniswapV2Library.getAmountOut` with the fee in millionths: Uniswap's `997 / 1000` is
 * `997000 / 1000000`, which scales numerator and denominator alike, so the floor division gives
 * the same result to the wei. Throws `SimulationError` where the library reverts.
 */
export function getAmountOut({ amountIn, reserveIn, reserveOut, fee }: GetAmountOutParameters): bigint {
  if (amountIn <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_INPUT_AMOUNT' })
  if (reserveIn <= 0n || reserveOut <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
  const amountInWithFee = amountIn * BigInt(1_000_000 - fee)
  return (amountInWithFee * reserveOut) / (reserveIn * 1_000_000n + amountInWithFee)
}
