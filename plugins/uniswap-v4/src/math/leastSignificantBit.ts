import { mostSignificantBit } from './mostSignificantBit.js'

/** `BitMath.leastSignificantBit` of a non-zero uint256: the index of its lowest set bit. */
export function leastSignificantBit(x: bigint): number {
  return mostSignificantBit(x & -x)
}
