import { type Address, type Hex, hexToBigInt, maxUint256, type PublicClient, toHex } from 'viem'

export type FindStorageSlotParameters = {
  client: PublicClient
  /** The contract whose storage holds the value. */
  address: Address
  /** A view call returning the value as one uint256 (e.g. `balanceOf(user)`, `allowance(user, spender)`). */
  data: Hex
}

export type FindStorageSlotReturnType = Hex | undefined

/** A marker no real balance or allowance has: overriding the right slot with it makes the call return it. */
const PROBE = maxUint256 - 0x5eed5eedn

/**
 * The storage slot behind a uint256 view (a token balance or allowance), whatever the token's
 * layout: the slots the call reads (`eth_createAccessList`) are tried one by one with a state
 * override until the call returns the override. `undefined` when none does (e.g. a computed value).
 */
export async function findStorageSlot({ client, address, data }: FindStorageSlotParameters): Promise<FindStorageSlotReturnType> {
  const { accessList } = await client.createAccessList({ to: address, data })
  const slots = accessList.filter((entry) => entry.address.toLowerCase() === address.toLowerCase()).flatMap((entry) => entry.storageKeys)
  for (const slot of slots) {
    const { data: result } = await client.call({ to: address, data, stateOverride: [{ address, stateDiff: [{ slot, value: toHex(PROBE, { size: 32 }) }] }] })
    if (result && result.length === 66 && hexToBigInt(result) === PROBE) return slot
  }
  return undefined
}

