import { MAX_TICK, MIN_TICK } from './constants.js'

export type WordBoundsParameters = {
  tickSpacing: number
}

export type WordBoundsReturnType = {
  /** Lowest word position. */
  minWord: number
  /** Highest word position. */
  maxWord: number
}

/**
 * The range of bitmap word positions a swap of a pool with this tick spacing can read: from the
 * word of the lowest tick to the word just right of the highest (searching right starts one
 * compressed tick up).
 */
export function wordBounds({ tickSpacing }: WordBoundsParameters): WordBoundsReturnType {
  return { minWord: Math.floor(MIN_TICK / tickSpacing) >> 8, maxWord: (Math.floor(MAX_TICK / tickSpacing) + 1) >> 8 }
}
