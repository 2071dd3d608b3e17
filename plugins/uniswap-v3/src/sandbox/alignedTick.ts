import { MAX_TICK, MIN_TICK } from '@sluice/concentrated-liquidity'

export type AlignedTickParameters = {
  /** Raw price (token1 wei per token0 wei). */
  price: number
  tickSpacing: number
  round: 'down' | 'up'
}

/** The tick of a float price, aligned to the tick spacing and clamped to the usable range (fixtures only). */
export function alignedTick({ price, tickSpacing, round }: AlignedTickParameters): number {
  const tick = Math.log(price) / Math.log(1.0001)
  const aligned = (round === 'down' ? Math.floor(tick / tickSpacing) : Math.ceil(tick / tickSpacing)) * tickSpacing
  const min = Math.ceil(MIN_TICK / tickSpacing) * tickSpacing
  const max = Math.floor(MAX_TICK / tickSpacing) * tickSpacing
  return Math.min(max, Math.max(min, aligned))
}
