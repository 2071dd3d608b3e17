import { leastSignificantBit } from './leastSignificantBit.js'
import { mostSignificantBit } from './mostSignificantBit.js'

/** The result of `TickBitmap.nextInitializedTickWithinOneWord`. */
export type NextInitializedTick = {
  next: number
  initialized: boolean
}

const ALL_BITS = (1n << 256n) - 1n

/**
 * V4's `TickBitmap.nextInitializedTickWithinOneWord`: the next initialised tick at or left of
 * `tick` (`lte`) or right of it, within one bitmap word; when there is none, the word's last tick
 * in that direction. `word(position)` reads a bitmap word (it may throw when the word is not
 * loaded). Writes into `out` (the swap loop reuses one object) and returns it.
 */
export function nextInitializedTickWithinOneWord(
  out: NextInitializedTick,
  word: (wordPosition: number) => bigint,
  tick: number,
  tickSpacing: number,
  lte: boolean,
): NextInitializedTick {
  // Compressed tick, rounded towards negative infinity.
  const compressed = Math.floor(tick / tickSpacing)
  if (lte) {
    const bitPosition = compressed & 255
    const masked = word(compressed >> 8) & (ALL_BITS >> BigInt(255 - bitPosition))
    out.initialized = masked !== 0n
    out.next = (out.initialized ? compressed - (bitPosition - mostSignificantBit(masked)) : compressed - bitPosition) * tickSpacing
  } else {
    const position = compressed + 1
    const bitPosition = position & 255
    const masked = word(position >> 8) & (ALL_BITS ^ ((1n << BigInt(bitPosition)) - 1n))
    out.initialized = masked !== 0n
    out.next = (out.initialized ? position + (leastSignificantBit(masked) - bitPosition) : position + (255 - bitPosition)) * tickSpacing
  }
  return out
}
