import { type AggregatorContracts, ChainUnavailableError, findStorageSlot, NATIVE_TOKEN_ADDRESS, type StorageSlotCache } from '@sluice/core'
import {
  type Address,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  HttpRequestError,
  isAddressEqual,
  type Log,
  pad,
  type PublicClient,
  type SimulateCallsReturnType,
  type StateOverride,
  TimeoutError,
  toEventSelector,
  toHex,
  BaseError as ViemError,
} from 'viem'
import { SwapRefusedError, SwapSimulationFailedError } from './metaErrors.js'

export type VerifyAggregatorSwapParameters = {
  client: PublicClient
  chainId: number
  aggregator: string
  /** What the aggregator's adapter declares for the chain. */
  contracts: AggregatorContracts
  user: Address
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  /** The least the user must receive: the quote's minimum. */
  minAmountOut: bigint
  transaction: { to: Address; data: Hex; value: bigint; allowanceTarget: Address }
  /** Storage layouts of tokens found before (balance slots), shared per chain. */
  storageSlotCache?: StorageSlotCache | undefined
}

/** What the simulated swap delivered to the user (wei of `tokenOut`). */
export type VerifyAggregatorSwapReturnType = { amountOut: bigint }

/** Events by which an owner grants an allowance: ERC-20/721 `Approval`, `ApprovalForAll`, Permit2's `Approval`. */
const APPROVAL_EVENTS = new Set(
  [
    'Approval(address,address,uint256)',
    'ApprovalForAll(address,address,bool)',
    'Approval(address,address,address,uint160,uint48)',
  ].map((signature) => toEventSelector(signature)),
)
const ERC20_APPROVAL = toEventSelector('Approval(address,address,uint256)')

/**
 * Proves, before anyone is handed it, that an aggregator's swap transaction does to the user what
 * its quote says: `to` and `allowanceTarget` must be contracts the adapter declares for the chain;
 * then the exact transactions the user would send (approve `allowanceTarget` for `amountIn`, then
 * the swap) run from the user's address on the latest block (`eth_simulateV1` through viem's
 * `simulateCalls`, with the user given `amountIn` by a state override where it holds less), and
 * the user's balances are measured before and after: `tokenOut` must rise by at least
 * `minAmountOut`, `tokenIn` fall by at most `amountIn`, and no other balance the swap moves
 * (native included) may fall; the swap may grant no allowance or approval of the user's other
 * than `tokenIn`'s to `allowanceTarget`, which must end at most `amountIn`. A revert throws
 * `SwapSimulationFailedError`; any other failure `SwapRefusedError`; a node that does not
 * answer, `ChainUnavailableError`.
 */
export async function verifyAggregatorSwap({
  client,
  chainId,
  aggregator,
  contracts,
  user,
  tokenIn,
  tokenOut,
  amountIn,
  minAmountOut,
  transaction,
  storageSlotCache,
}: VerifyAggregatorSwapParameters): Promise<VerifyAggregatorSwapReturnType> {
  const refuse = (reason: string) => new SwapRefusedError({ aggregator, reason })
  if (!contracts.to.some((address) => isAddressEqual(address, transaction.to)))
    throw refuse(`its transaction goes to ${transaction.to}, which is not a contract it declares on chain ${chainId}`)
  if (!contracts.allowanceTargets.some((address) => isAddressEqual(address, transaction.allowanceTarget)))
    throw refuse(`its allowance target ${transaction.allowanceTarget} is not a contract it declares on chain ${chainId}`)

  const nativeIn = isAddressEqual(tokenIn, NATIVE_TOKEN_ADDRESS)
  const nativeOut = isAddressEqual(tokenOut, NATIVE_TOKEN_ADDRESS)
  const allowanceData = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user, transaction.allowanceTarget] })
  const calls: { to: Address; data: Hex; value?: bigint }[] = [
    ...(nativeIn ? [] : [{ to: tokenIn, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [transaction.allowanceTarget, amountIn] }) }]),
    { to: transaction.to, data: transaction.data, value: transaction.value },
    // Reads after the swap; they also make sure both tokens' balances are measured.
    ...(nativeIn ? [] : [{ to: tokenIn, data: allowanceData }]),
    ...(nativeOut ? [] : [{ to: tokenOut, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] }) }]),
  ]
  let simulated: SimulateCallsReturnType<typeof calls>
  try {
    const stateOverrides: StateOverride = []
    if (nativeIn) {
      if ((await client.getBalance({ address: user })) < transaction.value) stateOverrides.push({ address: user, balance: transaction.value })
    } else {
      const balanceData = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] })
      const held = await client.readContract({ address: tokenIn, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
      const slot = held < amountIn ? await findStorageSlot({ client, address: tokenIn, data: balanceData, cache: storageSlotCache }) : undefined
      if (slot) stateOverrides.push({ address: tokenIn, stateDiff: [{ slot, value: toHex(amountIn, { size: 32 }) }] })
    }
    simulated = await client.simulateCalls({
      account: user,
      calls,
      stateOverrides,
      traceAssetChanges: true,
    })
  } catch (cause) {
    if (cause instanceof ViemError && cause.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError))
      throw new ChainUnavailableError({ chainId, cause })
    throw refuse('the chain node could not simulate it')
  }

  const approve = nativeIn ? undefined : simulated.results[0]
  const swap = simulated.results[nativeIn ? 0 : 1]
  const allowance = nativeIn ? undefined : simulated.results[2]
  if (approve && approve.status !== 'success') throw refuse(`the user's approval of ${transaction.allowanceTarget} fails`)
  if (swap?.status !== 'success') throw new SwapSimulationFailedError({ aggregator, reason: revertReason(swap?.error), cause: swap?.error })

  const changes = new Map(simulated.assetChanges.map((change) => [change.token.address.toLowerCase(), change.value.diff]))
  const nativeKey = NATIVE_TOKEN_ADDRESS.toLowerCase()
  const delivered = changes.get(tokenOut.toLowerCase()) ?? 0n
  if (delivered < minAmountOut) throw refuse(`the user receives ${delivered} of tokenOut, below the quote's minimum ${minAmountOut}`)
  const spent = -(changes.get(tokenIn.toLowerCase()) ?? 0n)
  if (spent > amountIn) throw refuse(`the user spends ${spent} of tokenIn, more than amountIn ${amountIn}`)
  for (const [token, diff] of changes)
    if (diff < 0n && token !== tokenIn.toLowerCase())
      throw refuse(`it takes ${-diff} of ${token === nativeKey ? 'the native token' : token} from the user, which the order does not sell`)

  const owner = pad(user.toLowerCase() as Hex, { size: 32 })
  const spender = pad(transaction.allowanceTarget.toLowerCase() as Hex, { size: 32 })
  const granted = (swap.logs ?? []).find(
    (log: Log) =>
      log.topics[0] !== undefined &&
      APPROVAL_EVENTS.has(log.topics[0]) &&
      log.topics[1]?.toLowerCase() === owner &&
      !(log.topics[0] === ERC20_APPROVAL && isAddressEqual(log.address, tokenIn) && log.topics[2]?.toLowerCase() === spender),
  )
  if (granted) throw refuse(`it grants an allowance or approval of the user's on ${granted.address}`)
  if (allowance) {
    const left = allowance.status === 'success' ? decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data: allowance.data }) : undefined
    if (left === undefined || left > amountIn) throw refuse(`it leaves ${transaction.allowanceTarget} an allowance of tokenIn above amountIn`)
  }
  return { amountOut: delivered }
}

/** The revert's decoded name (`Error(string)`'s text or a panic, cut short), or its selector; never the node's own text. */
function revertReason(error: unknown): string {
  const withData = error instanceof ViemError ? (error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null) : null
  if (withData?.data && withData.data.length >= 10) {
    try {
      const decoded = decodeErrorResult({ abi: [], data: withData.data })
      return `${decoded.errorName}(${(decoded.args ?? []).map((arg) => String(arg).slice(0, 200)).join(', ')})`
    } catch {
      return `custom error ${withData.data.slice(0, 10)}`
    }
  }
  return 'reverted'
}
