import { type Address, isAddressEqual } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import { type PrepareTokenInputParameters, type PrepareTokenInputReturnType, prepareTokenInput } from './prepareTokenInput.js'

export type PrepareInputParameters = Omit<PrepareTokenInputParameters, 'token'> & {
  /** The input as the user pays it: an ERC-20, or `NATIVE_TOKEN_ADDRESS`. */
  token: Address
}

export type PrepareInputReturnType = PrepareTokenInputReturnType & {
  /** The router call's native value: `amount` for native input, else 0. */
  value: bigint
}

/**
 * What paying the router an input takes, for a swap or a zap alike: native input is sent as the
 * call's value (a user holding less is given it for the simulation); an ERC-20 needs its approve
 * when the allowance is short (`prepareTokenInput`).
 */
export async function prepareInput(parameters: PrepareInputParameters): Promise<PrepareInputReturnType> {
  const { client, token, user, amount } = parameters
  if (isAddressEqual(token, NATIVE_TOKEN_ADDRESS)) {
    const balance = await client.getBalance({ address: user })
    return { value: amount, approve: undefined, approveGas: 0n, stateOverride: balance < amount ? [{ address: user, balance: amount }] : [] }
  }
  return { value: 0n, ...(await prepareTokenInput(parameters)) }
}
