import {
  type Account,
  type Address,
  type Chain,
  type Client,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem'
import { getBalance, getBlockNumber, getChainId, readContract, waitForTransactionReceipt } from 'viem/actions'
import { SluiceExecutionError } from '../errors.js'
import { NATIVE_TOKEN, type SluiceExecutableAnswer, type SluiceTransactionRequest, toExecutionPlan } from './toExecutionPlan.js'

export type ExecuteSluiceTransactionsParameters = {
  /** Sends the transactions; its account must be the answer's `userAddress`. */
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  /** Reads allowances, receipts and balances on the same chain (a public client, or any viem client). */
  publicClient: Client<Transport, Chain | undefined>
  /** A swap, zap or rebalance; a cross-chain quote; or a competition's swap. */
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
  /** One receipt per transaction sent, in order (an approval first, when one was needed). */
  receipts: TransactionReceipt[]
  /** The user's balance of each token the answer moves on this chain, quoted and actual. */
  balanceChanges: SluiceBalanceChange[]
  /** Native token the transactions paid in fees (gasUsed × effectiveGasPrice, plus an L1 fee where the receipt has one). */
  gasPaid: bigint
  /** Every balance changed by exactly what the answer quoted. */
  exactAsQuoted: boolean
}

/**
 * Sends an answer's transactions in order, each with its `gas`, waits for each receipt, and
 * compares what the user's balances did with what the answer quoted:
 * - a swap, zap or rebalance: its `transactions`, against its `sourcesAndSinks`;
 * - a cross-chain quote: its `transactions` on the origin chain, against `amountIn` of `tokenIn`
 *   (the output arrives on the destination: follow it with `waitForCrossChainStatus`);
 * - a competition's swap: an approval of `allowanceTarget` for `amountIn` when an ERC-20's
 *   allowance is short, then the swap, against `amountIn` and `amountOut`.
 * Throws `SluiceExecutionError` when the wallet's account is not the answer's user, the chain is
 * not the answer's, or a transaction reverts (nothing after it is sent).
 */
export async function executeSluiceTransactions({
  walletClient,
  publicClient,
  answer,
}: ExecuteSluiceTransactionsParameters): Promise<ExecuteSluiceTransactionsReturnType> {
  const account = walletClient.account
  const plan = toExecutionPlan({ answer })
  const user = getAddress(account.address)
  if (plan.user !== undefined && getAddress(plan.user) !== user)
    throw new SluiceExecutionError(`The wallet's account ${account.address} is not the answer's user ${getAddress(plan.user)}.`)
  if (plan.chainId !== undefined) {
    const chainId = await getChainId(publicClient)
    if (chainId !== plan.chainId) throw new SluiceExecutionError(`The answer's transactions go to chain ${plan.chainId}, not to chain ${chainId}.`)
  }
  const tokens = [...new Set(plan.quoted.map(([token]) => token.toLowerCase()))].map((token) => getAddress(token))
  const balanceAt = (token: Address, blockNumber: bigint) =>
    token.toLowerCase() === NATIVE_TOKEN
      ? getBalance(publicClient, { address: user, blockNumber })
      : readContract(publicClient, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user], blockNumber })
  const start = await getBlockNumber(publicClient, { cacheTime: 0 })
  const before = await Promise.all(tokens.map((token) => balanceAt(token, start)))

  const transactions: SluiceTransactionRequest[] = [...plan.transactions]
  if (plan.approval) {
    const { token, spender, amount } = plan.approval
    const allowance = await readContract(publicClient, { address: token, abi: erc20Abi, functionName: 'allowance', args: [user, spender] })
    if (allowance < amount)
      transactions.unshift({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }), value: 0n })
  }
  const receipts: TransactionReceipt[] = []
  let gasPaid = 0n
  for (const transaction of transactions) {
    const hash = await walletClient.sendTransaction({
      account,
      chain: walletClient.chain ?? null,
      to: getAddress(transaction.to),
      data: transaction.data,
      value: transaction.value,
      ...(transaction.gas === undefined ? {} : { gas: transaction.gas }),
    })
    const receipt = await waitForTransactionReceipt(publicClient, { hash })
    receipts.push(receipt)
    const l1Fee = (receipt as { l1Fee?: unknown }).l1Fee
    gasPaid += receipt.gasUsed * receipt.effectiveGasPrice + (typeof l1Fee === 'bigint' ? l1Fee : 0n)
    if (receipt.status !== 'success') throw new SluiceExecutionError(`Transaction ${receipts.length} of the answer reverted.`, { details: `hash ${hash}` })
  }

  const end = receipts.at(-1)?.blockNumber ?? start
  const after = await Promise.all(tokens.map((token) => balanceAt(token, end)))
  const quoted = new Map<string, bigint>()
  for (const [token, amount] of plan.quoted) quoted.set(token.toLowerCase(), (quoted.get(token.toLowerCase()) ?? 0n) + amount)
  const balanceChanges = tokens.map((token, i) => ({
    token,
    quoted: quoted.get(token.toLowerCase()) ?? 0n,
    actual: after[i]! - before[i]! + (token.toLowerCase() === NATIVE_TOKEN ? gasPaid : 0n),
  }))
  return { receipts, balanceChanges, gasPaid, exactAsQuoted: balanceChanges.every((change) => change.quoted === change.actual) }
}
