import { SimulationError } from '@sluice/core'
import { checkedUint256 as u } from './checkedUint256.js'
import { estimateSolidlyV1StableInput } from './estimateSolidlyV1StableInput.js'
import { getSolidlyV1AmountOut } from './getSolidlyV1AmountOut.js'
import { getSolidlyV1K } from './getSolidlyV1K.js'
import type { SolidlyV1State } from './SolidlyV1State.js'
import { searchSolidlyV1AmountIn } from './searchSolidlyV1AmountIn.js'
import { swapSolidlyV1Pool } from './swapSolidlyV1Pool.js'

const E18 = 10n ** 18n

export type GetSolidlyV1AmountInParameters = {
  amountOut: bigint
  /** Whether the input is token0. */
  zeroForOne: boolean
  state: SolidlyV1State
}

const ceilDiv = (numerator: bigint, denominator: bigint) => u(numerator + denominator - 1n) / denominator

/**
 * The least input whose `getAmountOut` (the pair's own forward quote, `getSolidlyV1AmountOut`)
 * reaches `amountOut` and whose swap the pair's `K` check accepts. Solidly V1 pairs have no `getAmountIn`, so this inverts the forward quote:
 * an estimate from the inverse curve (`x·y = k` solved for the input; for a stable pool
 * `estimateSolidlyV1StableInput`), grossed up by the fee, then searched against the exact
 * forward quote (`searchSolidlyV1AmountIn`) until one wei less would fall short. Exact by
 * construction, however far off the estimate (a stable buy of most of the reserve);
 * `SolidlyV1Executor` runs the same steps on chain with the pool's `getAmountOut`.
 * Throws `SimulationError` where the pool would revert or the search exceeds its bound.
 */
export function getSolidlyV1AmountIn({ amountOut, zeroForOne, state }: GetSolidlyV1AmountInParameters): bigint {
  const { reserve0, reserve1, decimals0, decimals1 } = state
  const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]
  if (amountOut <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' })
  if (amountOut >= reserveOut) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
  let net: bigint
  if (state.stable) {
    const [decimalsIn, decimalsOut] = zeroForOne ? [decimals0, decimals1] : [decimals1, decimals0]
    const xy = getSolidlyV1K({ x: reserve0, y: reserve1, state })
    const reserveA = u(reserveIn * E18) / decimalsIn
    const reserveB = u(reserveOut * E18) / decimalsOut
    const normalisedOut = ceilDiv(u(amountOut * E18), decimalsOut)
    if (normalisedOut >= reserveB) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
    const x = estimateSolidlyV1StableInput({ x0: reserveB - normalisedOut, xy, reserveIn: reserveA })
    net = x > reserveA ? ceilDiv(u((x - reserveA) * decimalsIn), E18) : 1n
  } else {
    net = ceilDiv(u(amountOut * reserveIn), reserveOut - amountOut)
    if (net === 0n) net = 1n
  }
  const estimate = ceilDiv(u(net * 10_000n), u(10_000n - state.fee))
  // V1's `_get_y` stops within a unit, so the pair's quote can ask slightly more than its `K`
  // check allows: an input whose swap `K` refuses counts as short, as in `SolidlyV1Executor`.
  const kHolds = (amountIn: bigint) => {
    try {
      swapSolidlyV1Pool({ amountIn, amountOut, zeroForOne, state })
      return true
    } catch (error) {
      if (error instanceof SimulationError && error.reason === 'K') return false
      throw error
    }
  }
  const forward = (amountIn: bigint) => {
    const out = getSolidlyV1AmountOut({ amountIn, zeroForOne, state })
    return out >= amountOut && !kHolds(amountIn) ? 0n : out
  }
  return searchSolidlyV1AmountIn({ amountOut, estimate, forward })
}
