import { addGasMargin, NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import {
  type Account,
  type Address,
  type Chain,
  erc20Abi,
  type Hex,
  isAddressEqual,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem'

/** A transaction as core returns it, or as the API writes it (amounts in decimal strings). */
export type TransactionToSend = { to: Address; data: Hex; value: bigint | string; gas?: bigint | string | undefined }

export type ExecuteTransactionsParameters = {
  client: PublicClient
  wallet: WalletClient<Transport, Chain | undefined, Account>
  transactions: readonly TransactionToSend[]
  /**
   * Fixed gas for every transaction, so a reverting one is mined (and pays gas); default: each
   * transaction's own limit, else (one that could not be simulated ahead, such as a rebalance after
   * an unstake) an estimate when it is sent, with `addGasMargin`, as `docs/zap-and-rebalance.md` tells users to.
   */
  gas?: bigint | undefined
  /** Tokens (the native token as `NATIVE_TOKEN_ADDRESS`, in any case) whose balances of the wallet's account are read before and after. */
  tokens?: readonly Address[] | undefined
}

export type ExecuteTransactionsReturnType = {
  receipts: TransactionReceipt[]
  /** The native spent on gas. */
  gasCost: bigint
  /** The change of each of `tokens`' balances, in their order (gas included in the native token's). */
  deltas: bigint[]
}

/** Sends the transactions in order as the user's wallet would, each once the one before is mined; the tests' one way to execute. */
export async function executeTransactions({
  client,
  wallet,
  transactions,
  gas,
  tokens = [],
}: ExecuteTransactionsParameters): Promise<ExecuteTransactionsReturnType> {
  const owner = wallet.account.address
  const balances = () =>
    Promise.all(
      tokens.map((token) =>
        isAddressEqual(token, NATIVE_TOKEN_ADDRESS)
          ? client.getBalance({ address: owner })
          : client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
      ),
    )
  const before = await balances()
  const receipts: TransactionReceipt[] = []
  for (const tx of transactions) {
    const value = BigInt(tx.value)
    const limit =
      gas ?? (tx.gas === undefined ? addGasMargin(await client.estimateGas({ account: wallet.account, to: tx.to, data: tx.data, value })) : BigInt(tx.gas))
    const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value, gas: limit, chain: null, account: wallet.account })
    receipts.push(await waitForReceipt({ client, hash }))
  }
  const after = await balances()
  return {
    receipts,
    gasCost: receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n),
    deltas: after.map((balance, i) => balance - before[i]!),
  }
}
