import { getSqrtRatioAtTick } from './getSqrtRatioAtTick.js'

const cache = new Map<number, bigint>()
const CACHE_SIZE = 1 << 16

/**
 * `getSqrtRatioAtTick`, memoised: swaps stop at the same few thousand ticks (initialised ticks,
 * word edges, the ticks around each pool's price) in every quote. Bounded: cleared when full.
 */
export function cachedSqrtRatioAtTick(tick: number): bigint {
  let ratio = cache.get(tick)
  if (ratio === undefined) {
    ratio = getSqrtRatioAtTick(tick)
    if (cache.size >= CACHE_SIZE) cache.clear()
    cache.set(tick, ratio)
  }
  return ratio
}
