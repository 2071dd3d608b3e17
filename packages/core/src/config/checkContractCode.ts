import type { Address, PublicClient } from 'viem'
import type { DeploymentFinding } from '../types/DeploymentCheck.js'

export type CheckContractCodeParameters = {
  client: PublicClient
  address: Address
  /** What the address is meant to be, for the finding (e.g. `factory`). */
  what: string
  blockNumber?: bigint | undefined
}

/** An `error` finding when nothing is deployed at `address`, else an `ok` one. */
export async function checkContractCode({ client, address, what, blockNumber }: CheckContractCodeParameters): Promise<DeploymentFinding> {
  const code = await client.getCode({ address, ...(blockNumber === undefined ? {} : { blockNumber }) })
  return code === undefined || code === '0x'
    ? { severity: 'error', message: `${what} ${address} has no code.` }
    : { severity: 'ok', message: `${what} ${address} has code.` }
}
