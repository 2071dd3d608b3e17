import type { PoolRange } from '../types/PositionSupport.js'

export type CenterRangeParameters = {
  range: PoolRange
  /** The width to keep, in ticks (rounded up to the pool's spacing). */
  width: number
}

export type CenterRangeReturnType = { tickLower: number; tickUpper: number }

/**
 * A range of the same width centred on the pool's current tick, aligned to its tick spacing:
 * the lower bound is the aligned tick at or below `tick - width / 2`, so the current tick lies
 * inside (`tickLower <= tick < tickUpper`); kept within the pool's bounds.
 */
export function centerRange({ range, width }: CenterRangeParameters): CenterRangeReturnType {
  const { tick, tickSpacing, minTick, maxTick } = range
  const spacings = Math.max(1, Math.ceil(width / tickSpacing))
  const span = spacings * tickSpacing
  let tickLower = Math.floor((tick - span / 2) / tickSpacing) * tickSpacing
  if (tick >= tickLower + span) tickLower += tickSpacing
  tickLower = Math.min(Math.max(tickLower, minTick), maxTick - span)
  return { tickLower, tickUpper: tickLower + span }
}
