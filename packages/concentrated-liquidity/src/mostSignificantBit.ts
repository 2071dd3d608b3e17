import { SimulationError } from '@sluice/core'

/** `BitMath.mostSignificantBit`: the index of the highest set bit of a non-zero uint256. */
export function mostSignificantBit(value: bigint): number {
  if (value <= 0n) throw new SimulationError({ reason: 'BIT_MATH', details: 'BitMath.mostSignificantBit of zero.' })
  let x = value
  let r = 0
  if (x >= 0x100000000000000000000000000000000n) {
    x >>= 128n
    r += 128
  }
  if (x >= 0x10000000000000000n) {
    x >>= 64n
    r += 64
  }
  const high = Number(x >> 32n)
  if (high !== 0) return r + 63 - Math.clz32(high)
  return r + 31 - Math.clz32(Number(x))
}
