import { type Address, BaseError, concat, type EIP1193RequestFn, type Hex, type PublicClient } from 'viem'
import { deterministicDeploymentProxy, sluiceDeploymentSalt } from './computeSluiceContractAddresses.js'

export type AssertDeploymentsFitBlocksParameters = {
  publicClient: PublicClient
  /** The signer that will send the deployments. */
  account: Address
  /** The deployments still to send, by label, through the deterministic deployment proxy. */
  deployments: readonly { label: string; initCode: Hex }[]
}

/**
 * Throws, before any transaction is sent, when a deployment needs more gas than the chain's latest
 * block holds and the signer has not opted into HyperEVM's big blocks (`eth_usingBigBlocks`): such
 * a transaction would wait forever for a block it fits in (HyperEVM's fast blocks hold 2M gas, the
 * router needs about 4M). A deployment whose gas cannot be estimated counts as too large, with the
 * node's reason in the message. A node that does not know `eth_usingBigBlocks` has no big blocks.
 */
export async function assertDeploymentsFitBlocks({ publicClient, account, deployments }: AssertDeploymentsFitBlocksParameters): Promise<void> {
  if (deployments.length === 0) return
  // The next block's limit where the node tells it (a limit just changed shows there first), else the latest's.
  const { gasLimit } = await publicClient.getBlock({ blockTag: 'pending' }).catch(() => publicClient.getBlock({ blockTag: 'latest' }))
  const oversized: string[] = []
  for (const { label, initCode } of deployments) {
    const needed = await publicClient
      .estimateGas({ account, to: deterministicDeploymentProxy, data: concat([sluiceDeploymentSalt, initCode]) })
      .then((gas) => (gas > gasLimit ? `${gas} gas` : undefined))
      .catch((error: unknown) => `no estimate within the block: ${error instanceof BaseError ? error.shortMessage : String(error)}`)
    if (needed !== undefined) oversized.push(`the ${label} (${needed})`)
  }
  if (oversized.length === 0) return
  // HyperEVM's own method, outside viem's public schema.
  const request = publicClient.request as EIP1193RequestFn<[{ Method: 'eth_usingBigBlocks'; Parameters: [Address]; ReturnType: boolean }]>
  const usingBigBlocks = await request({ method: 'eth_usingBigBlocks', params: [account] }).catch(() => false)
  if (usingBigBlocks === true) return
  throw new Error(
    `Nothing was sent: ${oversized.join(', ')} would not fit in this chain's blocks of ${gasLimit} gas. ` +
      `On HyperEVM, opt the deployer ${account} into big blocks (the evmUserModify action with usingBigBlocks: true; see docs/self-hosting.md) and run the command again.`,
  )
}
