import { metaGuardAbi } from '@sluice/contracts'
import { type AggregatorContracts, ChainUnavailableError, findStorageSlot, NATIVE_TOKEN_ADDRESS, type StorageSlotCache } from '@sluice/core'
import {
  type Address,
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  HttpRequestError,
  hexToBigInt,
  isAddressEqual,
  type Log,
  type PublicClient,
  pad,
  parseAbi,
  type StateOverride,
  TimeoutError,
  toEventSelector,
  toHex,
  BaseError as ViemError,
} from 'viem'
import { type GuardTransactionParameters, guardTransaction, type SwapTransaction } from './guardTransaction.js'
import { SwapRefusedError, SwapSimulationFailedError } from './metaErrors.js'
import { type SimulateAsSentReturnType, simulateAsSent } from './simulateAsSent.js'

export type VerifyAggregatorSwapParameters = {
  client: PublicClient
  chainId: number
  /** The chain's Multicall3 (its `getEthBalance` reads native balances in the simulation). */
  multicall3: Address
  aggregator: string
  /** What the aggregator's adapter declares for the chain. */
  contracts: AggregatorContracts
  user: Address
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  /** The least the user must receive: the quote's minimum. */
  minAmountOut: bigint
  /** The aggregator's transaction. */
  transaction: SwapTransaction
  /**
   * The chain's `MetaGuard`, if it has one: the transaction proven (and to be returned) is then the
   * aggregator's settled through it (`guardTransaction`), the user approving the guard.
   */
  guard?: Address | undefined
  /** Storage layouts of tokens found before (balance slots), shared per chain. */
  storageSlotCache?: StorageSlotCache | undefined
}

/** What the simulated swap delivered to the user (wei of `tokenOut`), and the transaction proven (the guard's, with a guard). */
export type VerifyAggregatorSwapReturnType = { amountOut: bigint; transaction: SwapTransaction }

/** Events by which an owner grants an allowance: ERC-20/721 `Approval`, `ApprovalForAll`, Permit2's `Approval`. */
const APPROVAL_EVENTS = new Set(
  ['Approval(address,address,uint256)', 'ApprovalForAll(address,address,bool)', 'Approval(address,address,address,uint160,uint48)'].map((signature) =>
    toEventSelector(signature),
  ),
)
const ERC20_APPROVAL = toEventSelector('Approval(address,address,uint256)')
const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const multicall3Abi = parseAbi(['function getEthBalance(address addr) view returns (uint256 balance)'])

/**
 * Proves, before anyone is handed it, that an aggregator's swap transaction does to the user what
 * its quote says: `to` and `allowanceTarget` must be contracts the adapter declares for the chain;
 * with a `guard`, the transaction is then wrapped in the guard's (`guardTransaction`: the user
 * approves the guard, which makes the call and reverts unless the user gets `minAmountOut`); then
 * the exact transactions the user would send (approve `allowanceTarget` for `amountIn`, then the
 * swap) run from the user's address on the latest block, in one `eth_simulateV1` block, as a real
 * transaction would run them (`simulateAsSent`: real base fee, gas price and gas limit; the user
 * is given `amountIn` by a state override where it holds less), between reads of the user's balances of `tokenIn`, `tokenOut` and the native token:
 * `tokenOut` must rise by at least `minAmountOut`, `tokenIn` fall by at most `amountIn`, the
 * native token not fall unless sold; the swap may move no other token from the user (no
 * `Transfer` from it) and grant no allowance or approval of the user's other than `tokenIn`'s
 * to `allowanceTarget`, which must end at most `amountIn`. A revert throws
 * `SwapSimulationFailedError`; any other failure `SwapRefusedError`; a node that does not
 * answer, `ChainUnavailableError`.
 */
export async function verifyAggregatorSwap({
  client,
  chainId,
  multicall3,
  aggregator,
  contracts,
  user,
  tokenIn,
  tokenOut,
  amountIn,
  minAmountOut,
  transaction,
  guard,
  storageSlotCache,
}: VerifyAggregatorSwapParameters): Promise<VerifyAggregatorSwapReturnType> {
  const refuse = (reason: string) => new SwapRefusedError({ aggregator, reason })
  if (!contracts.to.some((address) => isAddressEqual(address, transaction.to)))
    throw refuse(`its transaction goes to ${transaction.to}, which is not a contract it declares on chain ${chainId}`)
  if (!contracts.allowanceTargets.some((address) => isAddressEqual(address, transaction.allowanceTarget)))
    throw refuse(`its allowance target ${transaction.allowanceTarget} is not a contract it declares on chain ${chainId}`)

  const guarded = guard ? guardedTransaction({ guard, tokenIn, tokenOut, amountIn, minAmountOut, transaction, refuse }) : transaction

  const nativeIn = isAddressEqual(tokenIn, NATIVE_TOKEN_ADDRESS)
  const nativeOut = isAddressEqual(tokenOut, NATIVE_TOKEN_ADDRESS)
  /** The user's balance of a token (Multicall3's `getEthBalance` for the native one), as a call. */
  const balanceCall = (token: Address) =>
    isAddressEqual(token, NATIVE_TOKEN_ADDRESS)
      ? { to: multicall3, data: encodeFunctionData({ abi: multicall3Abi, functionName: 'getEthBalance', args: [user] }) }
      : { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] }) }
  const measured = [...new Set([tokenIn, tokenOut, NATIVE_TOKEN_ADDRESS].map((token) => getAddress(token)))]
  // Balances before, the user's own transactions, balances and the allowance left after: one simulated block.
  let simulated: SimulateAsSentReturnType
  try {
    const stateOverrides: StateOverride = []
    if (!nativeIn) {
      const held = await client.readContract({ address: tokenIn, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
      const slot = held < amountIn ? await findStorageSlot({ client, address: tokenIn, data: balanceCall(tokenIn).data, cache: storageSlotCache }) : undefined
      if (slot) stateOverrides.push({ address: tokenIn, stateDiff: [{ slot, value: toHex(amountIn, { size: 32 }) }] })
    }
    simulated = await simulateAsSent({
      client,
      user,
      before: measured.map(balanceCall),
      sent: [
        ...(nativeIn ? [] : [{ to: tokenIn, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [guarded.allowanceTarget, amountIn] }) }]),
        { to: guarded.to, data: guarded.data, value: guarded.value },
      ],
      after: [
        ...measured.map(balanceCall),
        ...(nativeIn ? [] : [{ to: tokenIn, data: encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user, guarded.allowanceTarget] }) }]),
      ],
      stateOverrides,
    })
  } catch (cause) {
    if (cause instanceof ViemError && cause.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError))
      throw new ChainUnavailableError({ chainId, cause })
    throw refuse('the chain node could not simulate it')
  }

  const [approve, swap] = nativeIn ? [undefined, simulated.sent[0]] : simulated.sent
  if (approve && approve.status !== 'success') throw refuse(`the user's approval of ${guarded.allowanceTarget} fails`)
  if (swap?.status !== 'success') throw new SwapSimulationFailedError({ aggregator, ...revertOf(swap?.error), cause: swap?.error })
  const read = (call: { status: string; data: Hex } | undefined) => (call?.status === 'success' && call.data.length === 66 ? hexToBigInt(call.data) : undefined)
  const change = new Map<string, bigint>()
  for (const [i, token] of measured.entries()) {
    const [before, later] = [read(simulated.before[i]), read(simulated.after[i])]
    if (before === undefined || later === undefined) throw refuse(`the user's balance of ${token} cannot be read`)
    // The user paid for the simulated transactions' gas, as for real ones: that is not the swap's doing.
    change.set(token, later - before + (token === NATIVE_TOKEN_ADDRESS ? simulated.gasCost : 0n))
  }
  const delivered = change.get(getAddress(tokenOut)) as bigint
  if (delivered < minAmountOut) throw refuse(`the user receives ${delivered} of tokenOut, below the quote's minimum ${minAmountOut}`)
  const spent = -(change.get(getAddress(tokenIn)) as bigint)
  if (spent > amountIn) throw refuse(`the user spends ${spent} of tokenIn, more than amountIn ${amountIn}`)
  if (!nativeIn && !nativeOut && (change.get(NATIVE_TOKEN_ADDRESS) as bigint) < 0n)
    throw refuse('it takes the native token from the user, which the order does not sell')
  if (!nativeIn) {
    const left = read(simulated.after[measured.length])
    if (left === undefined || left > amountIn) throw refuse(`it leaves ${guarded.allowanceTarget} an allowance of tokenIn above amountIn`)
  }

  const owner = pad(user.toLowerCase() as Hex, { size: 32 })
  const spender = pad(guarded.allowanceTarget.toLowerCase() as Hex, { size: 32 })
  const granted = (swap.logs ?? []).find(
    (log: Log) =>
      log.topics[0] !== undefined &&
      APPROVAL_EVENTS.has(log.topics[0]) &&
      log.topics[1]?.toLowerCase() === owner &&
      !(log.topics[0] === ERC20_APPROVAL && isAddressEqual(log.address, tokenIn) && log.topics[2]?.toLowerCase() === spender),
  )
  if (granted) throw refuse(`it grants an allowance or approval of the user's on ${granted.address}`)
  // Any other token leaving the user (a Transfer from it) is a balance the order does not sell.
  const taken = (swap.logs ?? []).find(
    (log: Log) => log.topics[0] === TRANSFER && log.topics[1]?.toLowerCase() === owner && !isAddressEqual(log.address, tokenIn),
  )
  if (taken) throw refuse(`it moves the user's ${taken.address}, which the order does not sell`)
  return { amountOut: delivered, transaction: guarded }
}

/** The transaction through the guard; the guard sends the native input as the call's value, and nothing else. */
function guardedTransaction({ refuse, ...parameters }: GuardTransactionParameters & { refuse: (reason: string) => Error }): SwapTransaction {
  const { tokenIn, amountIn, transaction } = parameters
  const value = isAddressEqual(tokenIn, NATIVE_TOKEN_ADDRESS) ? amountIn : 0n
  if (transaction.value !== value) throw refuse(`its transaction's value ${transaction.value} is not the native input ${value}, which the guard sends`)
  return guardTransaction(parameters)
}

/**
 * The revert as a client may see it: its selector, and for a panic its code (a number), for the
 * guard's own errors their name and numbers; its text (an `Error(string)` reason, a custom error's
 * arguments) apart, for the log only. Never the node's own text.
 */
function revertOf(error: unknown): { revert: string; revertText?: string | undefined } {
  const withData = error instanceof ViemError ? (error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null) : null
  if (!withData?.data || withData.data.length < 10) return { revert: 'no revert data' }
  const selector = withData.data.slice(0, 10)
  try {
    const decoded = decodeErrorResult({ abi: metaGuardAbi, data: withData.data }) as { errorName: string; args?: readonly unknown[] | undefined }
    const args = decoded.args ?? []
    if (decoded.errorName === 'Panic') return { revert: `Panic(0x${BigInt(args[0] as bigint).toString(16)}) ${selector}` }
    if (decoded.errorName === 'Error') return { revert: `Error(string) ${selector}`, revertText: String(args[0]) }
    // The guard's own errors (ours: names and numbers or addresses, no prose).
    return { revert: `${decoded.errorName}(${args.map((arg) => String(arg).slice(0, 78)).join(', ')}) ${selector}` }
  } catch {
    return { revert: `custom error ${selector}`, revertText: withData.data.slice(0, 1_000) }
  }
}
