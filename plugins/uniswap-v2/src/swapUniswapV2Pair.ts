import { SimulationError } from '@sluice/core'

/** The largest value a pair's reserve can hold (`uint112`). */
const MAX_RESERVE = 2n ** 112n - 1n

export type SwapUniswapV2PairParameters = {
  amountIn: bigint
  amountOut: bigint
  reserveIn: bigint
  reserveOut: bigint
  /** Swap fee in millionths (3000 = 0.3%). */
  fee: number
}

export type SwapUniswapV2PairReturnType = {
  reserveIn: bigint
  reserveOut: bigint
}

/**
 * The checks of `UniswapV2Pair.swap` for one input token, in its order, and the reserves after
 * the swap: a positive output below the reserve, a positive input, the K invariant with the fee
 * (`balanceIn * 1e6 - amountIn * fee` times `balanceOut * 1e6` must not fall below
 * `reserveIn * reserveOut * 1e12`, the pair's `1000`-based check scaled alike) and reserves that
 * fit `uint112`. Throws `SimulationError` with the pair's revert reason.
 */
export function swapUniswapV2Pair({ amountIn, amountOut, reserveIn, reserveOut, fee }: SwapUniswapV2PairParameters): SwapUniswapV2PairReturnType {
  if (amountOut <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' })
  if (amountOut >= reserveOut) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
  if (amountIn <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_INPUT_AMOUNT' })
  const balanceIn = reserveIn + amountIn
  const balanceOut = reserveOut - amountOut
  const adjustedIn = balanceIn * 1_000_000n - amountIn * BigInt(fee)
  const adjustedOut = balanceOut * 1_000_000n
  if (adjustedIn * adjustedOut < reserveIn * reserveOut * 1_000_000_000_000n) throw new SimulationError({ reason: 'K' })
  if (balanceIn > MAX_RESERVE) throw new SimulationError({ reason: 'OVERFLOW' })
  return { reserveIn: balanceIn, reserveOut: balanceOut }
}
