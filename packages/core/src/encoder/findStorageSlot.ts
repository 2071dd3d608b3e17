import { type Address, concatHex, type Hex, hexToBigInt, keccak256, maxUint256, type PublicClient, size, slice, toHex } from 'viem'

/** How a token keeps a mapping's values: Solidity (`keccak(key . index)`) or Vyper (`keccak(index . key)`) order, at a slot index. */
export type StorageSlotLayout = { order: 'solidity' | 'vyper'; index: number }

/**
 * Per token and view selector: the layout found before (the slot of any other key follows from
 * it), or `null` when no slot was found within the probe cap (the token is not probed again).
 */
export type StorageSlotCache = Map<string, StorageSlotLayout | null>

export type FindStorageSlotParameters = {
  client: PublicClient
  /** The contract whose storage holds the value. */
  address: Address
  /** A view call returning the value as one uint256 (e.g. `balanceOf(user)`, `allowance(user, spender)`). */
  data: Hex
  /** Most slots tried with an override (one `eth_call` each). Default 8. */
  maxProbes?: number | undefined
  /** Layouts by token, shared between calls (e.g. one per chain). */
  cache?: StorageSlotCache | undefined
}

export type FindStorageSlotReturnType = Hex | undefined

/** A marker no real balance or allowance has: overriding the right slot with it makes the call return it. */
const PROBE = maxUint256 - 0x5eed5eedn
/** Mapping slot indexes tried when predicting a slot from a layout. */
const MAX_INDEX = 32

/**
 * The storage slot behind a uint256 view keyed by addresses (a token balance or allowance),
 * whatever the token's layout. The slots the call reads (`eth_createAccessList`) are tried with
 * a state override until the call returns the override; those a Solidity or Vyper mapping of
 * the call's keys would use are tried first, and at most `maxProbes` in all, so that a crafted
 * token reading thousands of slots costs a handful of calls. With a `cache`, the layout found
 * (or the failure) is kept per token: the next key costs one call to confirm, a token without a
 * findable slot none. `undefined` when no slot is found (e.g. a computed value).
 */
export async function findStorageSlot({ client, address, data, maxProbes = 8, cache }: FindStorageSlotParameters): Promise<FindStorageSlotReturnType> {
  const cacheKey = `${address.toLowerCase()}:${slice(data, 0, 4)}`
  const keys = keysOf(data)
  const probe = async (slot: Hex) => {
    const { data: result } = await client.call({ to: address, data, stateOverride: [{ address, stateDiff: [{ slot, value: toHex(PROBE, { size: 32 }) }] }] })
    return result !== undefined && result.length === 66 && hexToBigInt(result) === PROBE
  }
  const cached = cache?.get(cacheKey)
  if (cached === null) return undefined
  if (cached) {
    const slot = slotOf(cached, keys)
    if (await probe(slot)) return slot
    cache?.delete(cacheKey)
  }

  const { accessList } = await client.createAccessList({ to: address, data })
  const read = new Set(
    accessList
      .filter((entry) => entry.address.toLowerCase() === address.toLowerCase())
      .flatMap((entry) => entry.storageKeys.map((key) => key.toLowerCase() as Hex)),
  )
  const predicted = new Map<Hex, StorageSlotLayout>()
  for (let index = 0; index < MAX_INDEX && keys.length > 0; index++)
    for (const order of ['solidity', 'vyper'] as const) {
      const layout = { order, index }
      const slot = slotOf(layout, keys)
      if (read.has(slot)) predicted.set(slot, layout)
    }
  const candidates = [...predicted.keys(), ...[...read].filter((slot) => !predicted.has(slot))].slice(0, maxProbes)
  for (const slot of candidates)
    if (await probe(slot)) {
      const layout = predicted.get(slot)
      if (layout) cache?.set(cacheKey, layout)
      return slot
    }
  cache?.set(cacheKey, null)
  return undefined
}

/** The call's arguments, one 32-byte word each (the mapping keys: owner, then spender). */
function keysOf(data: Hex): Hex[] {
  const words: Hex[] = []
  for (let offset = 4; offset + 32 <= size(data); offset += 32) words.push(slice(data, offset, offset + 32))
  return words
}

/** The slot of `keys` (nested mappings, outermost key first) under a layout. */
function slotOf({ order, index }: StorageSlotLayout, keys: readonly Hex[]): Hex {
  let slot = toHex(index, { size: 32 })
  for (const key of keys) slot = keccak256(order === 'solidity' ? concatHex([key, slot]) : concatHex([slot, key]))
  return slot
}
