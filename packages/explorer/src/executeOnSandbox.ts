import type { ExplorerApi, SwapResponse } from './api.js'
import { NATIVE_TOKEN, readBalance } from './readBalance.js'
import { sendSandboxTransaction } from './sendSandboxTransaction.js'

export type ExecuteOnSandboxParameters = {
  api: ExplorerApi
  chainId: number
  /** The swap answer: its transactions, sent in order from its `userAddress` (a funded sandbox account). */
  swap: SwapResponse
  /** Deadline for each receipt (ms). Default 30,000. */
  receiptTimeoutMs?: number | undefined
}

export type ExecuteOnSandboxReturnType = {
  /** The account's balances of the two tokens before the first transaction and after the last. */
  before: { tokenIn: bigint; tokenOut: bigint }
  after: { tokenIn: bigint; tokenOut: bigint }
  /** What left and reached the account, gas paid in native excluded. */
  spent: bigint
  received: bigint
  /** Spent and received minus the quoted amounts, in wei: both 0 when executed exactly as quoted. */
  spentDifference: bigint
  receivedDifference: bigint
  exact: boolean
  gasPaid: bigint
  transactionHashes: string[]
  blockNumber: bigint
}

/**
 * Executes a swap answer on the sandbox with the funded account it was built for: the balances are
 * read from the chain before and after, and compared with the quote to the wei.
 */
export async function executeOnSandbox({ api, chainId, swap, receiptTimeoutMs = 30_000 }: ExecuteOnSandboxParameters): Promise<ExecuteOnSandboxReturnType> {
  const account = swap.userAddress
  const { quote } = swap
  const read = (token: string, block: bigint) => readBalance({ api, chainId, token, account, block })
  const start = BigInt(await api.rpc<string>(chainId, 'eth_blockNumber', []))
  const before = { tokenIn: await read(quote.tokenIn, start), tokenOut: await read(quote.tokenOut, start) }
  const transactionHashes: string[] = []
  let gasPaid = 0n
  let last = start
  for (const transaction of swap.transactions ?? []) {
    const receipt = await sendSandboxTransaction({ api, chainId, transaction, receiptTimeoutMs })
    transactionHashes.push(receipt.hash)
    gasPaid += receipt.gasPaid
    last = receipt.blockNumber
  }
  const after = { tokenIn: await read(quote.tokenIn, last), tokenOut: await read(quote.tokenOut, last) }
  const nativeIn = quote.tokenIn.toLowerCase() === NATIVE_TOKEN
  const nativeOut = quote.tokenOut.toLowerCase() === NATIVE_TOKEN
  const spent = before.tokenIn - after.tokenIn - (nativeIn ? gasPaid : 0n)
  const received = after.tokenOut - before.tokenOut + (nativeOut ? gasPaid : 0n)
  const spentDifference = spent - BigInt(quote.amountIn)
  const receivedDifference = received - BigInt(quote.amountOut)
  return {
    before,
    after,
    spent,
    received,
    spentDifference,
    receivedDifference,
    exact: spentDifference === 0n && receivedDifference === 0n,
    gasPaid,
    transactionHashes,
    blockNumber: last,
  }
}
