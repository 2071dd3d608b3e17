import { readManagerPosition } from '@sluice/concentrated-liquidity'
import type { Position, ReadPositionParameters } from '@sluice/core'

export type ReadSlipstreamPositionParameters = ReadPositionParameters

export type ReadSlipstreamPositionReturnType = Position

/**
 * Reads a position of Slipstream's NonfungiblePositionManager at a block, and what withdrawing it
 * in full pays (the shared `readManagerPosition`). Pools are keyed by tick spacing, so the
 * position has no `fee`.
 */
export async function readSlipstreamPosition(parameters: ReadSlipstreamPositionParameters): Promise<ReadSlipstreamPositionReturnType> {
  return readManagerPosition({ ...parameters, poolKey: () => ({}) })
}
