import { type Address, type Hex, hexToBigInt, type PublicClient, toHex } from 'viem'

export type FindFlagSlotParameters = {
  client: PublicClient
  address: Address
  /** A view call returning a bool that is false now (e.g. `isApprovedForAll(owner, operator)`). */
  data: Hex
}

/**
 * The storage slot behind a boolean view: each slot the call reads (`eth_createAccessList`) is
 * set to 1 by a state override until the call answers true. `undefined` when none does.
 */
export async function findFlagSlot({ client, address, data }: FindFlagSlotParameters): Promise<Hex | undefined> {
  const { accessList } = await client.createAccessList({ to: address, data })
  const slots = accessList.filter((entry) => entry.address.toLowerCase() === address.toLowerCase()).flatMap((entry) => entry.storageKeys)
  for (const slot of slots) {
    const { data: result } = await client.call({ to: address, data, stateOverride: [{ address, stateDiff: [{ slot, value: toHex(1n, { size: 32 }) }] }] })
    if (result && result.length === 66 && hexToBigInt(result) === 1n) return slot
  }
  return undefined
}
