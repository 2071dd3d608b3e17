import { SimulationError } from '@sluice/core'
import { checkedUint256 as u } from './checkedUint256.js'
import { getSolidlyV1K } from './getSolidlyV1K.js'
import { getSolidlyV1Y } from './getSolidlyV1Y.js'
import type { SolidlyV1State } from './SolidlyV1State.js'

const E18 = 10n ** 18n

export type GetSolidlyV1AmountOutParameters = {
  amountIn: bigint
  /** Whether the input is token0. */
  zeroForOne: boolean
  state: SolidlyV1State
}

/**
 * Velodrome V1 `Pair.getAmountOut`: the fee (`getFee`, basis points) taken from the input and
 * rounded down, then `x·y = k` for a volatile pool, or the stable curve solved by `_get_y` on
 * reserves and input normalised to 18 decimals, the output rounded down to the token's units.
 * Equal to the pool to the wei; throws `SimulationError` where the pool reverts.
 */
export function getSolidlyV1AmountOut({ amountIn: grossIn, zeroForOne, state }: GetSolidlyV1AmountOutParameters): bigint {
  const amountIn = grossIn - u(grossIn * state.fee) / 10_000n
  const { reserve0, reserve1, decimals0, decimals1 } = state
  if (state.stable) {
    const xy = getSolidlyV1K({ x: reserve0, y: reserve1, state })
    const r0 = u(reserve0 * E18) / decimals0
    const r1 = u(reserve1 * E18) / decimals1
    const [reserveA, reserveB] = zeroForOne ? [r0, r1] : [r1, r0]
    const [decimalsIn, decimalsOut] = zeroForOne ? [decimals0, decimals1] : [decimals1, decimals0]
    const normalisedIn = u(amountIn * E18) / decimalsIn
    const y = u(reserveB - getSolidlyV1Y({ x0: u(normalisedIn + reserveA), xy, y: reserveB }))
    return u(y * decimalsOut) / E18
  }
  const [reserveA, reserveB] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]
  const denominator = u(reserveA + amountIn)
  if (denominator === 0n) throw new SimulationError({ reason: 'DIVISION_BY_ZERO' })
  return u(amountIn * reserveB) / denominator
}
