import { mostSignificantBit } from './mostSignificantBit.js'

/** `BitMath.leastSignificantBit`: the index of the lowest set bit of a non-zero uint256. */
export function leastSignificantBit(value: bigint): number {
  // x & -x isolates the lowest set bit (two's complement, as BigInt's bitwise operators use).
  return mostSignificantBit(value & -value)
}
