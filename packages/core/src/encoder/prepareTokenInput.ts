import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256, type PublicClient, type StateOverride, toHex } from 'viem'
import { InvalidTokenError, TransactionSimulationError } from '../errors/errors.js'
import { nodeAnswered } from '../errors/nodeAnswered.js'
import { addGasMargin } from './addGasMargin.js'
import type { SwapTransaction } from './encodeSwap.js'
import { findStorageSlot, type StorageSlotCache } from './findStorageSlot.js'

export type PrepareTokenInputParameters = {
  client: PublicClient
  token: Address
  user: Address
  /** Who spends the token (the router). */
  spender: Address
  /** The most the spender may take. */
  amount: bigint
  /** Approve an unlimited amount instead of `amount`. */
  approveMax: boolean
  /** Storage layouts found before (see `findStorageSlot`); share one per chain. */
  storageSlotCache?: StorageSlotCache | undefined
}

export type PrepareTokenInputReturnType = {
  /** The approve, when the allowance is short, with its gas limit. */
  approve: SwapTransaction | undefined
  /** The approve's gas estimate (0 without one). */
  approveGas: bigint
  /** For simulating the next transaction before the approve is sent (and with the balance, when short). */
  stateOverride: StateOverride
}

/** The approve an ERC-20 input needs, and the state override that lets the spend be simulated before it. */
export async function prepareTokenInput({
  client,
  token,
  user,
  spender,
  amount,
  approveMax,
  storageSlotCache,
}: PrepareTokenInputParameters): Promise<PrepareTokenInputReturnType> {
  const allowanceCall = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user, spender] })
  const balanceCall = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] })
  // A read the token fails (a revert, all gas burnt) is the token's fault, not the node's.
  const [allowance, balance] = await Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [user, spender] }).catch(tokenFault(token, 'allowance')),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user] }).catch(tokenFault(token, 'balanceOf')),
  ])
  const stateDiff: { slot: Hex; value: Hex }[] = []
  let approve: SwapTransaction | undefined
  let approveGas = 0n
  if (allowance < amount) {
    const approval = approveMax ? maxUint256 : amount
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, approval] })
    approveGas = await client.estimateGas({ account: user, to: token, data })
    approve = { from: user, to: token, data, value: 0n, gas: addGasMargin(approveGas) }
    stateDiff.push({ slot: await requireSlot(client, token, allowanceCall, 'allowance', storageSlotCache), value: toHex(approval, { size: 32 }) })
  }
  if (balance < amount) stateDiff.push({ slot: await requireSlot(client, token, balanceCall, 'balance', storageSlotCache), value: toHex(amount, { size: 32 }) })
  return { approve, approveGas, stateOverride: stateDiff.length > 0 ? [{ address: token, stateDiff }] : [] }
}

/** Rethrows a failed read of the token: as `InvalidTokenError` when the node answered that the call failed. */
function tokenFault(token: Address, read: string) {
  return (error: unknown): never => {
    if (nodeAnswered(error)) throw new InvalidTokenError(`${token} is not a usable ERC-20 token: its ${read}() read fails.`, { cause: error })
    throw error
  }
}

async function requireSlot(client: PublicClient, token: Address, data: Hex, what: string, cache: StorageSlotCache | undefined): Promise<Hex> {
  const slot = await findStorageSlot({ client, address: token, data, cache })
  if (!slot) throw new TransactionSimulationError(`Cannot simulate before the approve: the ${what} slot of ${token} was not found.`)
  return slot
}
