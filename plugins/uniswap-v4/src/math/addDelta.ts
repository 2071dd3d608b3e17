import { SimulationError } from '@sluice/core'
import { MAX_UINT128 } from './constants.js'

/** V4's `LiquidityMath.addDelta`: liquidity plus a signed delta; reverts `SafeCastOverflow` outside uint128. */
export function addDelta(liquidity: bigint, delta: bigint): bigint {
  const result = liquidity + delta
  if (result < 0n || result > MAX_UINT128) throw new SimulationError({ reason: 'SafeCastOverflow', details: `Liquidity ${liquidity} + ${delta} leaves uint128.` })
  return result
}
