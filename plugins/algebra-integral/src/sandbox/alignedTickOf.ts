import { MAX_TICK, MIN_TICK } from '@sluice/concentrated-liquidity'

/** The tick of a raw price, aligned to the tick spacing (down or up) and clamped to the usable range. */
export function alignedTickOf(price: number, tickSpacing: number, round: 'down' | 'up'): number {
  const tick = Math.log(price) / Math.log(1.0001)
  const aligned = (round === 'down' ? Math.floor(tick / tickSpacing) : Math.ceil(tick / tickSpacing)) * tickSpacing
  return Math.min(Math.floor(MAX_TICK / tickSpacing) * tickSpacing, Math.max(Math.ceil(MIN_TICK / tickSpacing) * tickSpacing, aligned))
}
