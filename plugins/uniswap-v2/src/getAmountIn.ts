import { SimulationError } from '@sluice/core'

export type GetAmountInParameters = {
  amountOut: bigint
  reserveIn: bigint
  reserveOut: bigint
  /** Swap fee in millionths (3000 = 0.3%). */
  fee: number
}

/**
 * `UniswapV2Library.getAmountIn` with the fee in millionths (same result to the wei as the
 * library's `1000 / 997`). Throws `SimulationError` where the library reverts; an output of the
 * whole reserve or more (a division by zero or an underflow in the library) is
 * `INSUFFICIENT_LIQUIDITY`, the pair's own reason for it.
 */
export function getAmountIn({ amountOut, reserveIn, reserveOut, fee }: GetAmountInParameters): bigint {
  if (amountOut <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' })
  if (reserveIn <= 0n || reserveOut <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
  if (amountOut >= reserveOut)
    throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY', details: `Output ${amountOut} is not below the reserve ${reserveOut}.` })
  return (reserveIn * amountOut * 1_000_000n) / ((reserveOut - amountOut) * BigInt(1_000_000 - fee)) + 1n
}
