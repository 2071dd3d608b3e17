import { type Hex, hexToBigInt, hexToNumber, size, sliceHex } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'

export type ReadCompactUintParameters = {
  /** Packed bytes holding the uint. */
  bytes: Hex
  /** Where its byte count is. */
  offset: number
  /** What the value is, for the error message. */
  what: string
}

export type ReadCompactUintReturnType = { value: bigint; next: number }

/**
 * The uint `encodeCompactUint` wrote at `offset`, and the offset after it; throws
 * `InvalidParametersError` where the router would revert (more than 32 bytes) or read past the end.
 */
export function readCompactUint({ bytes, offset, what }: ReadCompactUintParameters): ReadCompactUintReturnType {
  const length = size(bytes)
  if (offset + 1 > length) throw new InvalidParametersError(`${what} at byte ${offset} is past the end (byte ${length}).`)
  const count = hexToNumber(sliceHex(bytes, offset, offset + 1, { strict: true }))
  if (count > 32) throw new InvalidParametersError(`${what} at byte ${offset} has ${count} bytes; a uint256 has at most 32.`)
  if (offset + 1 + count > length) throw new InvalidParametersError(`${what} at byte ${offset} runs past the end (byte ${length}).`)
  return { value: count === 0 ? 0n : hexToBigInt(sliceHex(bytes, offset + 1, offset + 1 + count, { strict: true })), next: offset + 1 + count }
}
