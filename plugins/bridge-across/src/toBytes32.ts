import { type Address, type Hex, pad } from 'viem'

/** An EVM address as the SpokePool's bytes32 fields carry it (left-padded). */
export function toBytes32(address: Address): Hex {
  return pad(address, { size: 32 })
}
