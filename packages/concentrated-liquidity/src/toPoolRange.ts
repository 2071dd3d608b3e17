import type { PoolRange } from '@sluice/core'
import { MAX_TICK, MIN_TICK } from './constants.js'

export type ToPoolRangeParameters = {
  /** The pool's current tick. */
  tick: number
  tickSpacing: number
}

/** A CL pool's `PoolRange` (a position support's `poolRange`): its tick, and the lowest and highest ticks its spacing lets a position use. */
export function toPoolRange({ tick, tickSpacing }: ToPoolRangeParameters): PoolRange {
  return {
    tick,
    tickSpacing,
    minTick: Math.ceil(MIN_TICK / tickSpacing) * tickSpacing,
    maxTick: Math.floor(MAX_TICK / tickSpacing) * tickSpacing,
  }
}
