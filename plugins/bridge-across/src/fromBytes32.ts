import { type Address, getAddress, type Hex, slice } from 'viem'

/** The EVM address in a bytes32 field of the SpokePool. */
export function fromBytes32(value: Hex): Address {
  return getAddress(slice(value, 12, 32))
}
