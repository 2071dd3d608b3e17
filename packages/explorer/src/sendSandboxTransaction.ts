import type { ExplorerApi } from './api.js'

export type SendSandboxTransactionParameters = {
  api: ExplorerApi
  chainId: number
  transaction: { from: string; to: string; data: string; value: string; gas?: string | undefined }
  /** Deadline for the receipt (ms). Default 30,000. */
  receiptTimeoutMs?: number | undefined
}

export type SandboxReceipt = { hash: string; blockNumber: bigint; gasPaid: bigint }

const hex = (value: bigint) => `0x${value.toString(16)}`

/** Sends one transaction from a funded sandbox account, waits for its receipt and fails when it reverted. */
export async function sendSandboxTransaction({
  api,
  chainId,
  transaction,
  receiptTimeoutMs = 30_000,
}: SendSandboxTransactionParameters): Promise<SandboxReceipt> {
  const hash = await api.rpc<string>(chainId, 'eth_sendTransaction', [
    {
      from: transaction.from,
      to: transaction.to,
      data: transaction.data,
      value: hex(BigInt(transaction.value)),
      ...(transaction.gas === undefined ? {} : { gas: hex(BigInt(transaction.gas)) }),
    },
  ])
  const deadline = Date.now() + receiptTimeoutMs
  for (;;) {
    const receipt = await api.rpc<{ status: string; blockNumber: string; gasUsed: string; effectiveGasPrice: string } | null>(
      chainId,
      'eth_getTransactionReceipt',
      [hash],
    )
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`Transaction ${hash} reverted.`)
      return { hash, blockNumber: BigInt(receipt.blockNumber), gasPaid: BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice) }
    }
    if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not mined within ${receiptTimeoutMs / 1000} s.`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
