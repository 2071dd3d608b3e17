import { SimulationError } from '@sluice/core'
import { checkedUint256 as u } from './checkedUint256.js'
import { getSolidlyV1K } from './getSolidlyV1K.js'
import type { SolidlyV1State } from './SolidlyV1State.js'

export type SwapSolidlyV1PoolParameters = {
  /** What the pool receives. */
  amountIn: bigint
  /** What the pool is asked to send. */
  amountOut: bigint
  zeroForOne: boolean
  state: SolidlyV1State
}

export type SwapSolidlyV1PoolReturnType = Pick<SolidlyV1State, 'reserve0' | 'reserve1'>

/**
 * Velodrome V1 `Pair.swap`'s checks for `amountIn` paid and `amountOut` asked, in its order:
 * an output, less than the reserve, an input; then the fee (`amountIn · fee / 10000`, rounded
 * down) leaves the pool for its `PoolFees`, and the invariant of what remains must not fall
 * (`K`). Returns the reserves after the swap (`Sync`); throws `SimulationError` where it reverts.
 */
export function swapSolidlyV1Pool({ amountIn, amountOut, zeroForOne, state }: SwapSolidlyV1PoolParameters): SwapSolidlyV1PoolReturnType {
  const { reserve0, reserve1 } = state
  const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]
  if (amountOut <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' })
  if (amountOut >= reserveOut) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
  if (amountIn <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_INPUT_AMOUNT' })
  const balanceIn = u(reserveIn + amountIn) - u(amountIn * state.fee) / 10_000n
  const balanceOut = reserveOut - amountOut
  const [balance0, balance1] = zeroForOne ? [balanceIn, balanceOut] : [balanceOut, balanceIn]
  if (getSolidlyV1K({ x: balance0, y: balance1, state }) < getSolidlyV1K({ x: reserve0, y: reserve1, state })) throw new SimulationError({ reason: 'K' })
  return { reserve0: balance0, reserve1: balance1 }
}
