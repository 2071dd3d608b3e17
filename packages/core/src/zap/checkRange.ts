import { InvalidParametersError } from '../errors/errors.js'
import type { PoolRange } from '../types/PositionSupport.js'

export type CheckRangeParameters = {
  range: PoolRange
  tickLower: number
  tickUpper: number
}

/** Throws `InvalidParametersError` unless the ticks are a usable range of the pool: aligned to its spacing, in bounds, lower below upper. */
export function checkRange({ range, tickLower, tickUpper }: CheckRangeParameters): void {
  const { tickSpacing, minTick, maxTick } = range
  for (const [name, tick] of [
    ['tickLower', tickLower],
    ['tickUpper', tickUpper],
  ] as const) {
    if (!Number.isInteger(tick) || tick < minTick || tick > maxTick)
      throw new InvalidParametersError(`${name} ${tick} is outside the pool's ticks [${minTick}, ${maxTick}].`)
    if (tick % tickSpacing !== 0) throw new InvalidParametersError(`${name} ${tick} is not a multiple of the pool's tick spacing ${tickSpacing}.`)
  }
  if (tickLower >= tickUpper) throw new InvalidParametersError(`tickLower ${tickLower} must be below tickUpper ${tickUpper}.`)
}
