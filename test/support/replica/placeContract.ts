import { waitForReceipt } from '@sluice/core'
import { type Abi, type Address, createTestClient, custom, encodeDeployData, type Hex, type PublicClient, toHex } from 'viem'

export type PlaceContractParameters = {
  client: PublicClient
  /** Where the contract goes (its address on the real chain). */
  address: Address
  /** The constructor's `msg.sender` (impersonated for the transaction). */
  from: Address
  abi: Abi
  bytecode: Hex
  args?: readonly unknown[] | undefined
}

/**
 * Places a contract at a given address with its constructor run there ("constructor at the
 * target", as Foundry's `deployCodeTo` does): the creation code with its arguments is set as the
 * address's code, an `eth_call` from `from` returns the runtime code the constructor makes (its
 * immutables hold `address(this)` = the target and the arguments), the same call is sent as a
 * transaction so the constructor's storage writes and events land at the target, then the runtime
 * code replaces the creation code. The account's nonce is 1, as a created contract's is (EIP-161).
 * Returns the runtime code.
 */
export async function placeContract({ client, address, from, abi, bytecode, args = [] }: PlaceContractParameters): Promise<Hex> {
  const anvil = createTestClient({ mode: 'anvil', transport: custom(client) })
  await anvil.setCode({ address, bytecode: encodeDeployData({ abi, bytecode, args }) })
  const { data: runtime } = await client.call({ account: from, to: address })
  if (!runtime || runtime === '0x') throw new Error(`The constructor placed at ${address} returned no runtime code.`)
  await anvil.impersonateAccount({ address: from })
  const hash = (await client.request({ method: 'eth_sendTransaction', params: [{ from, to: address, gas: toHex(30_000_000) }] } as never)) as Hex
  await anvil.stopImpersonatingAccount({ address: from })
  const receipt = await waitForReceipt({ client, hash, pollingIntervalMs: 20 })
  if (receipt.status !== 'success') throw new Error(`The constructor placed at ${address} reverted.`)
  await anvil.setCode({ address, bytecode: runtime })
  await anvil.setNonce({ address, nonce: 1 })
  return runtime
}
