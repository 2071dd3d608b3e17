import type { Hex, PublicClient } from 'viem'
import { SandboxError } from '../errors.js'

export type RuntimeCodeParameters = { client: PublicClient; creationCode: Hex }

/** The runtime code a contract's creation code deploys (an `eth_call` of the creation code). */
export async function runtimeCode({ client, creationCode }: RuntimeCodeParameters): Promise<Hex> {
  const { data } = await client.call({ data: creationCode })
  if (!data || data === '0x') throw new SandboxError('Creation code returned no runtime code.')
  return data
}
