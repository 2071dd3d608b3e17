import type { SwapTransaction } from '@sluice/core'
import { waitForReceipt } from '@sluice/core'
import type { Account, Chain, PublicClient, TransactionReceipt, Transport, WalletClient } from 'viem'

export type ExecuteTransactionsParameters = {
  client: PublicClient
  wallet: WalletClient<Transport, Chain | undefined, Account>
  transactions: readonly SwapTransaction[]
  /** Fixed gas for every transaction, so a reverting one is mined (and pays gas); default: each transaction's own limit, else the wallet's estimate. */
  gas?: bigint | undefined
}

export type ExecuteTransactionsReturnType = { receipts: TransactionReceipt[]; gasCost: bigint }

/** Sends the transactions in order as the user's wallet would; returns receipts and the native spent on gas. */
export async function executeTransactions({ client, wallet, transactions, gas }: ExecuteTransactionsParameters): Promise<ExecuteTransactionsReturnType> {
  const receipts: TransactionReceipt[] = []
  for (const tx of transactions) {
    const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: tx.value, gas: gas ?? tx.gas, chain: null, account: wallet.account })
    receipts.push(await waitForReceipt({ client: client, hash }))
  }
  return { receipts, gasCost: receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n) }
}
