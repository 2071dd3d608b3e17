import type { Hash, PublicClient, TransactionReceipt } from 'viem'

export type ReceiptOfParameters = {
  publicClient: PublicClient
  hash: Hash
  /** Default 180 s (a public chain's busy block). */
  timeoutMs?: number | undefined
}

/**
 * The receipt of a sent transaction, asked for directly until it is there (as core's
 * `waitForReceipt`, which this package cannot import): viem's `waitForTransactionReceipt` looks
 * again only when it sees a higher block, which on Anvil's automine may never come.
 */
export async function receiptOf({ publicClient, hash, timeoutMs = 180_000 }: ReceiptOfParameters): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await publicClient.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`No receipt for transaction ${hash} after ${timeoutMs / 1000} s.`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
