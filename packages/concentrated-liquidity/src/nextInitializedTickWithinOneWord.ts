import { leastSignificantBit } from './leastSignificantBit.js'
import { mostSignificantBit } from './mostSignificantBit.js'

/** The result of `TickBitmap.nextInitializedTickWithinOneWord`. */
export type NextInitializedTick = {
  next: number
  initialized: boolean
}

const ALL_BITS = (1n << 256n) - 1n
/** By bit position: the bits at or right of it (`bit - 1 + bit`), and the bits at or left of it. */
const AT_OR_RIGHT = Array.from({ length: 256 }, (_, position) => (1n << BigInt(position + 1)) - 1n)
const AT_OR_LEFT = Array.from({ length: 256 }, (_, position) => ALL_BITS ^ ((1n << BigInt(position)) - 1n))

/**
 * `TickBitmap.nextInitializedTickWithinOneWord`: the next initialised tick at or left of `tick`
 * (`lte`) or right of it, looking only within one bitmap word; when there is none, the word's
 * last tick in that direction. `word(position)` reads the bitmap word at a word position (it may
 * throw when the word is not loaded). Writes into `out` and returns it.
 */
export function nextInitializedTickWithinOneWord(
  out: NextInitializedTick,
  word: (wordPosition: number) => bigint,
  tick: number,
  tickSpacing: number,
  lte: boolean,
): NextInitializedTick {
  let compressed = (tick / tickSpacing) | 0
  if (tick < 0 && tick % tickSpacing !== 0) compressed-- // round towards negative infinity
  if (lte) {
    const bitPosition = compressed & 255
    const masked = word(compressed >> 8) & (AT_OR_RIGHT[bitPosition] as bigint)
    out.initialized = masked !== 0n
    out.next = (out.initialized ? compressed - (bitPosition - mostSignificantBit(masked)) : compressed - bitPosition) * tickSpacing
  } else {
    const position = compressed + 1
    const bitPosition = position & 255
    const masked = word(position >> 8) & (AT_OR_LEFT[bitPosition] as bigint)
    out.initialized = masked !== 0n
    out.next = (out.initialized ? position + (leastSignificantBit(masked) - bitPosition) : position + (255 - bitPosition)) * tickSpacing
  }
  return out
}
