import { SimulationError } from '@sluice/core'
import { MAX_UINT128 } from './constants.js'

/** `LiquidityMath.addDelta`: reverts `liquiditySub` below zero, `liquidityAdd` above uint128. */
export function addDelta(liquidity: bigint, delta: bigint): bigint {
  const result = liquidity + delta
  if (result < 0n) throw new SimulationError({ reason: 'liquiditySub', details: 'Liquidity would fall below zero.' })
  if (result > MAX_UINT128) throw new SimulationError({ reason: 'liquidityAdd', details: 'Liquidity would exceed uint128.' })
  return result
}
