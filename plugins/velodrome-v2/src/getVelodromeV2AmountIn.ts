import { SimulationError } from '@sluice/core'
import { checkedUint256 as u } from './checkedUint256.js'
import { getVelodromeV2AmountOut } from './getVelodromeV2AmountOut.js'
import { getVelodromeV2K } from './getVelodromeV2K.js'
import { getVelodromeV2Y } from './getVelodromeV2Y.js'
import type { VelodromeV2State } from './VelodromeV2State.js'

const E18 = 10n ** 18n
/** How many one-wei corrections of the estimate are allowed (the executor has the same bound). */
export const VELODROME_V2_AMOUNT_IN_MAX_STEPS = 16

export type GetVelodromeV2AmountInParameters = {
  amountOut: bigint
  /** Whether the input is token0. */
  zeroForOne: boolean
  state: VelodromeV2State
}

const ceilDiv = (numerator: bigint, denominator: bigint) => u(numerator + denominator - 1n) / denominator

/**
 * The least input whose `getAmountOut` (the pool's own forward quote, `getVelodromeV2AmountOut`)
 * reaches `amountOut`. Velodrome pools have no `getAmountIn`, so this inverts the forward quote:
 * an estimate from the inverse curve (`x·y = k` solved for the input; for a stable pool `_get_y`
 * on the other side, the curve being symmetric), grossed up by the fee, then corrected one wei at
 * a time against the exact forward quote until one wei less would fall short. Exact by
 * construction; `VelodromeV2Executor` runs the same steps on chain with the pool's `getAmountOut`.
 * Throws `SimulationError` where the pool would revert or the correction exceeds its bound.
 */
export function getVelodromeV2AmountIn({ amountOut, zeroForOne, state }: GetVelodromeV2AmountInParameters): bigint {
  const { reserve0, reserve1, decimals0, decimals1 } = state
  const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]
  if (amountOut <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' })
  if (amountOut >= reserveOut) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
  let net: bigint
  if (state.stable) {
    const [decimalsIn, decimalsOut] = zeroForOne ? [decimals0, decimals1] : [decimals1, decimals0]
    const xy = getVelodromeV2K({ x: reserve0, y: reserve1, state })
    const reserveA = u(reserveIn * E18) / decimalsIn
    const reserveB = u(reserveOut * E18) / decimalsOut
    const normalisedOut = ceilDiv(u(amountOut * E18), decimalsOut)
    if (normalisedOut >= reserveB) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
    const x = getVelodromeV2Y({ x0: reserveB - normalisedOut, xy, y: reserveA })
    net = x > reserveA ? ceilDiv(u((x - reserveA) * decimalsIn), E18) : 1n
  } else {
    net = ceilDiv(u(amountOut * reserveIn), reserveOut - amountOut)
    if (net === 0n) net = 1n
  }
  let amountIn = ceilDiv(u(net * 10_000n), u(10_000n - state.fee))
  const forward = (amount: bigint) => getVelodromeV2AmountOut({ amountIn: amount, zeroForOne, state })
  let steps = 0
  if (forward(amountIn) >= amountOut) {
    while (amountIn > 1n && forward(amountIn - 1n) >= amountOut) {
      if (++steps > VELODROME_V2_AMOUNT_IN_MAX_STEPS) throw new SimulationError({ reason: 'AMOUNT_IN_SEARCH' })
      amountIn--
    }
  } else {
    while (forward(amountIn) < amountOut) {
      if (++steps > VELODROME_V2_AMOUNT_IN_MAX_STEPS) throw new SimulationError({ reason: 'AMOUNT_IN_SEARCH' })
      amountIn = u(amountIn + 1n)
    }
  }
  return amountIn
}
