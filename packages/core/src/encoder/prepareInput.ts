import { type Address, isAddressEqual, type PublicClient, type StateOverride } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import type { SwapTransaction } from './encodeSwap.js'
import type { StorageSlotCache } from './findStorageSlot.js'
import { prepareTokenInput } from './prepareTokenInput.js'

export type PrepareInputParameters = {
  client: PublicClient
  /** The input as the user pays it: an ERC-20, or `NATIVE_TOKEN_ADDRESS`. */
  token: Address
  user: Address
  /** Who takes the input (the router). */
  spender: Address
  /** The most the spender may take. */
  amount: bigint
  /** ERC-20: approve an unlimited amount instead of `amount`. */
  approveMax: boolean
  /** Storage layouts found before (see `findStorageSlot`); share one per chain. */
  storageSlotCache?: StorageSlotCache | undefined
}

export type PrepareInputReturnType = {
  /** The router call's native value: `amount` for native input, else 0. */
  value: bigint
  /** The approve, when an ERC-20 allowance is short, with its gas limit. */
  approve: SwapTransaction | undefined
  /** The approve's gas estimate (0 without one). */
  approveGas: bigint
  /** For simulating the router call before the approve is sent, and with the balance when short. */
  stateOverride: StateOverride
}

/**
 * What paying the router an input takes, for a swap or a zap alike: native input is sent as the
 * call's value (a user holding less is given it for the simulation); an ERC-20 needs its approve
 * when the allowance is short (`prepareTokenInput`).
 */
export async function prepareInput({
  client,
  token,
  user,
  spender,
  amount,
  approveMax,
  storageSlotCache,
}: PrepareInputParameters): Promise<PrepareInputReturnType> {
  if (isAddressEqual(token, NATIVE_TOKEN_ADDRESS)) {
    const balance = await client.getBalance({ address: user })
    return { value: amount, approve: undefined, approveGas: 0n, stateOverride: balance < amount ? [{ address: user, balance: amount }] : [] }
  }
  return { value: 0n, ...(await prepareTokenInput({ client, token, user, spender, amount, approveMax, storageSlotCache })) }
}
