/** `BitMath.mostSignificantBit` of a non-zero uint256: the index of its highest set bit. */
export function mostSignificantBit(x: bigint): number {
  return x.toString(2).length - 1
}
