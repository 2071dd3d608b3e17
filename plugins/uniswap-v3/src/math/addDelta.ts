import { SimulationError } from '@sluice/core'
import { MAX_UINT128 } from './constants.js'

/** `LiquidityMath.addDelta`: liquidity + a signed delta; reverts `LS` below zero, `LA` above uint128. */
export function addDelta(liquidity: bigint, delta: bigint): bigint {
  const result = liquidity + delta
  if (delta < 0n && result < 0n) throw new SimulationError({ reason: 'LS', details: 'Liquidity would fall below zero.' })
  if (result > MAX_UINT128) throw new SimulationError({ reason: 'LA', details: 'Liquidity would exceed uint128.' })
  return result
}
