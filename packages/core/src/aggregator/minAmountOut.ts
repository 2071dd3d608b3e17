export type MinAmountOutParameters = {
  amountOut: bigint
  /** Tolerance as a fraction (0.005 = 0.5%), in [0, 1). */
  slippage: number
}

const SCALE = 1_000_000_000n

/** The least output a sell accepts: `amountOut * (1 - slippage)`, rounded down, as the router computes it. */
export function minAmountOut({ amountOut, slippage }: MinAmountOutParameters): bigint {
  const tolerance = BigInt(Math.round(slippage * Number(SCALE)))
  return (amountOut * (SCALE - tolerance)) / SCALE
}
