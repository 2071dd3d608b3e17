import { SimulationError } from '@sluice/core'
import type { LiquidityBookStaticFeeParameters, LiquidityBookVariableFeeParameters } from './LiquidityBookState.js'

const MASK_UINT20 = 0xfffff

export type UpdateLiquidityBookVolatilityParameters = {
  staticFee: LiquidityBookStaticFeeParameters
  variableFee: LiquidityBookVariableFeeParameters
  /** The pair's active bin before the swap (or deposit). */
  activeId: number
  /** Unix seconds of the block the swap runs in. */
  timestamp: bigint
}

export type UpdateLiquidityBookVolatilityReturnType = LiquidityBookVariableFeeParameters

/**
 * `PairParameterHelper.updateReferences(block.timestamp)`, run once at the start of a swap (and
 * of a deposit into the active bin): at least `filterPeriod` seconds since the last update, the ID
 * reference becomes the active bin and the volatility reference the accumulator times the
 * reduction factor (or zero from `decayPeriod` on); the time of the last update becomes now.
 */
export function updateLiquidityBookVolatility({
  staticFee,
  variableFee,
  activeId,
  timestamp,
}: UpdateLiquidityBookVolatilityParameters): UpdateLiquidityBookVolatilityReturnType {
  const dt = timestamp - variableFee.timeOfLastUpdate
  if (dt < 0n) throw new SimulationError({ reason: 'ARITHMETIC_UNDERFLOW' })
  let { idReference, volatilityReference } = variableFee
  if (dt >= BigInt(staticFee.filterPeriod)) {
    idReference = activeId
    volatilityReference = dt < BigInt(staticFee.decayPeriod) ? Math.floor((variableFee.volatilityAccumulator * staticFee.reductionFactor) / 10_000) : 0
    if (volatilityReference > MASK_UINT20) throw new SimulationError({ reason: 'PairParametersHelper__InvalidParameter' })
  }
  return { volatilityAccumulator: variableFee.volatilityAccumulator, volatilityReference, idReference, timeOfLastUpdate: timestamp }
}

/** `updateVolatilityAccumulator(id)`: the reference plus 10,000 per bin between `id` and the ID reference, capped. */
export function getLiquidityBookVolatilityAccumulator({
  staticFee,
  variableFee,
  id,
}: {
  staticFee: LiquidityBookStaticFeeParameters
  variableFee: LiquidityBookVariableFeeParameters
  id: number
}): number {
  const volatilityAccumulator = variableFee.volatilityReference + Math.abs(id - variableFee.idReference) * 10_000
  return Math.min(volatilityAccumulator, staticFee.maxVolatilityAccumulator)
}

/** `getTotalFee(binStep)` with this accumulator: base fee plus variable fee, 1e18 = 100 %. */
export function getLiquidityBookTotalFee({
  staticFee,
  binStep,
  volatilityAccumulator,
}: {
  staticFee: LiquidityBookStaticFeeParameters
  binStep: number
  volatilityAccumulator: number
}): bigint {
  const base = BigInt(staticFee.baseFactor) * BigInt(binStep) * 10_000_000_000n
  if (staticFee.variableFeeControl === 0) return base
  const product = BigInt(volatilityAccumulator) * BigInt(binStep)
  return base + (product * product * BigInt(staticFee.variableFeeControl) + 99n) / 100n
}
