import { SimulationError } from '@sluice/core'
import { MAX_UINT128 } from './constants.js'

/** The revert reasons a pool's `LiquidityMath.addDelta` gives: below zero and above uint128. */
export type AddDeltaReasons = { below: string; above: string }

/** Uniswap's (V3 and its forks) `LS` and `LA`. */
const UNISWAP_REASONS: AddDeltaReasons = { below: 'LS', above: 'LA' }

/**
 * `LiquidityMath.addDelta`: liquidity + a signed delta; reverts below zero and above uint128, with
 * the pool's own reasons (default Uniswap's `LS` and `LA`; Algebra names them `liquiditySub` and
 * `liquidityAdd`). (Positional: the swap loop calls it at every tick it crosses.)
 */
export function addDelta(liquidity: bigint, delta: bigint, reasons: AddDeltaReasons = UNISWAP_REASONS): bigint {
  const result = liquidity + delta
  if (delta < 0n && result < 0n) throw new SimulationError({ reason: reasons.below, details: 'Liquidity would fall below zero.' })
  if (result > MAX_UINT128) throw new SimulationError({ reason: reasons.above, details: 'Liquidity would exceed uint128.' })
  return result
}
