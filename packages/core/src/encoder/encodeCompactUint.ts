import { type Hex, maxUint256, size, toHex } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'

export type EncodeCompactUintParameters = {
  value: bigint
  /** What the value is, for the error message. */
  what: string
}

/**
 * A uint as the router's packed calldata carries it: a byte count (at most 32), then that many
 * bytes, big-endian, without leading zero bytes (0 is the single byte 0x00). Calldata gas is
 * per byte, so a small amount costs a few bytes instead of a 32-byte word. `readCompactUint` reads it.
 */
export function encodeCompactUint({ value, what }: EncodeCompactUintParameters): Hex {
  if (value < 0n || value > maxUint256) throw new InvalidParametersError(`${what} ${value} is not a uint256.`)
  if (value === 0n) return '0x00'
  const bytes = toHex(value)
  const padded = bytes.length % 2 === 0 ? bytes : (`0x0${bytes.slice(2)}` as Hex)
  return `${toHex(size(padded), { size: 1 })}${padded.slice(2)}`
}
