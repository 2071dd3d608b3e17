import {
  type Account,
  type Address,
  type Chain,
  erc20Abi,
  getAddress,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem'
import { SluiceExecutionError } from '../errors.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** An answer with transactions to send on one chain and the balance changes it quotes: a swap, a zap or a rebalance. */
export type SluiceExecutableAnswer = {
  userAddress: string
  quote: {
    /** Token and the quoted change of the user's balance, in wei; negative = spent. */
    sourcesAndSinks: readonly (readonly [string, string])[]
  }
  transactions?: readonly { to: string; data: string; value: string; gas?: string | undefined }[] | null | undefined
}

export type ExecuteSluiceTransactionsParameters = {
  /** Sends the transactions; its account must be the answer's `userAddress`. */
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  /** Reads receipts and balances on the same chain. */
  publicClient: PublicClient
  answer: SluiceExecutableAnswer
}

export type SluiceBalanceChange = {
  /** The token; the native token is 0xeeee…eeee. */
  token: Address
  /** The change the answer quoted, in wei. */
  quoted: bigint
  /** The change the transactions made, in wei (for the native token: gas excluded). */
  actual: bigint
}

export type ExecuteSluiceTransactionsReturnType = {
  /** One receipt per transaction, in order. */
  receipts: TransactionReceipt[]
  /** The user's balance of each token the answer names, quoted and actual. */
  balanceChanges: SluiceBalanceChange[]
  /** Native token the transactions paid in fees (gasUsed × effectiveGasPrice, plus an L1 fee where the receipt has one). */
  gasPaid: bigint
  /** Every balance changed by exactly what the answer quoted. */
  exactAsQuoted: boolean
}

/**
 * Sends an answer's transactions in order, each with its `gas`, waits for each receipt, and
 * compares what the user's balances did with the answer's `sourcesAndSinks`. Throws
 * `SluiceExecutionError` when the wallet's account is not the answer's user, or when a
 * transaction reverts (nothing after it is sent).
 */
export async function executeSluiceTransactions({
  walletClient,
  publicClient,
  answer,
}: ExecuteSluiceTransactionsParameters): Promise<ExecuteSluiceTransactionsReturnType> {
  const account = walletClient.account
  const user = getAddress(answer.userAddress)
  if (getAddress(account.address) !== user) throw new SluiceExecutionError(`The wallet's account ${account.address} is not the answer's user ${user}.`)
  const tokens = [...new Set(answer.quote.sourcesAndSinks.map(([token]) => token.toLowerCase()))].map((token) => getAddress(token))
  const balanceAt = (token: Address, blockNumber: bigint) =>
    token.toLowerCase() === NATIVE
      ? publicClient.getBalance({ address: user, blockNumber })
      : publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user], blockNumber })
  const start = await publicClient.getBlockNumber({ cacheTime: 0 })
  const before = await Promise.all(tokens.map((token) => balanceAt(token, start)))

  const receipts: TransactionReceipt[] = []
  let gasPaid = 0n
  for (const transaction of answer.transactions ?? []) {
    const hash = await walletClient.sendTransaction({
      account,
      chain: walletClient.chain ?? null,
      to: getAddress(transaction.to),
      data: transaction.data as Hex,
      value: BigInt(transaction.value),
      ...(transaction.gas === undefined ? {} : { gas: BigInt(transaction.gas) }),
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    receipts.push(receipt)
    const l1Fee = (receipt as { l1Fee?: unknown }).l1Fee
    gasPaid += receipt.gasUsed * receipt.effectiveGasPrice + (typeof l1Fee === 'bigint' ? l1Fee : 0n)
    if (receipt.status !== 'success') throw new SluiceExecutionError(`Transaction ${receipts.length} of the answer reverted.`, { details: `hash ${hash}` })
  }

  const end = receipts.at(-1)?.blockNumber ?? start
  const after = await Promise.all(tokens.map((token) => balanceAt(token, end)))
  const quoted = new Map<string, bigint>()
  for (const [token, amount] of answer.quote.sourcesAndSinks) quoted.set(token.toLowerCase(), (quoted.get(token.toLowerCase()) ?? 0n) + BigInt(amount))
  const balanceChanges = tokens.map((token, i) => ({
    token,
    quoted: quoted.get(token.toLowerCase()) ?? 0n,
    actual: after[i]! - before[i]! + (token.toLowerCase() === NATIVE ? gasPaid : 0n),
  }))
  return { receipts, balanceChanges, gasPaid, exactAsQuoted: balanceChanges.every((change) => change.quoted === change.actual) }
}
