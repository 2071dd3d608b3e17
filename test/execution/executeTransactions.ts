import { addGasMargin, type SwapTransaction, waitForReceipt } from '@sluice/core'
import type { Account, Chain, PublicClient, TransactionReceipt, Transport, WalletClient } from 'viem'

export type ExecuteTransactionsParameters = {
  client: PublicClient
  wallet: WalletClient<Transport, Chain | undefined, Account>
  transactions: readonly SwapTransaction[]
  /**
   * Fixed gas for every transaction, so a reverting one is mined (and pays gas); default: each
   * transaction's own limit, else (one that could not be simulated ahead, such as a rebalance after
   * an unstake) an estimate when it is sent, with `addGasMargin`, as `docs/zap-and-rebalance.md` tells users to.
   */
  gas?: bigint | undefined
}

export type ExecuteTransactionsReturnType = { receipts: TransactionReceipt[]; gasCost: bigint }

/** Sends the transactions in order as the user's wallet would; returns receipts and the native spent on gas. */
export async function executeTransactions({ client, wallet, transactions, gas }: ExecuteTransactionsParameters): Promise<ExecuteTransactionsReturnType> {
  const receipts: TransactionReceipt[] = []
  for (const tx of transactions) {
    const limit = gas ?? tx.gas ?? addGasMargin(await client.estimateGas({ account: wallet.account, to: tx.to, data: tx.data, value: tx.value }))
    const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: tx.value, gas: limit, chain: null, account: wallet.account })
    receipts.push(await waitForReceipt({ client, hash }))
  }
  return { receipts, gasCost: receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n) }
}
