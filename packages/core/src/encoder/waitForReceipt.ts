import type { Hash, PublicClient, TransactionReceipt } from 'viem'
import { ChainUnavailableError } from '../errors/errors.js'

export type WaitForReceiptParameters = {
  client: PublicClient
  hash: Hash
  /** Default 60 s. */
  timeoutMs?: number | undefined
  /** Default 20 ms. */
  pollingIntervalMs?: number | undefined
}

/**
 * The receipt of a sent transaction, asked for directly until it is there. viem's
 * `waitForTransactionReceipt` looks for it again only when it sees a higher block, and on a node
 * that mines only on demand (Anvil's automine) no higher block may come: when the node answers a
 * new block number before that block's receipts (Anvil under load), or when the chain went back
 * (`evm_revert`) below a block number viem had read (even from a request still in flight).
 */
export async function waitForReceipt({ client, hash, timeoutMs = 60_000, pollingIntervalMs = 20 }: WaitForReceiptParameters): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    if (Date.now() > deadline) {
      const chainId = client.chain?.id ?? (await client.getChainId().catch(() => 0))
      throw new ChainUnavailableError({ chainId, details: `No receipt for transaction ${hash} after ${timeoutMs} ms.` })
    }
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalMs))
  }
}
