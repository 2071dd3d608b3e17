import { ChainUnavailableError, findStorageSlot, NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import {
  type Address,
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  HttpRequestError,
  isAddressEqual,
  type PublicClient,
  type StateOverride,
  TimeoutError,
  toHex,
  BaseError as ViemError,
} from 'viem'
import { SwapSimulationFailedError } from './metaErrors.js'

export type SimulateAggregatorSwapParameters = {
  client: PublicClient
  chainId: number
  aggregator: string
  user: Address
  tokenIn: Address
  amountIn: bigint
  transaction: { to: Address; data: Hex; value: bigint; allowanceTarget: Address }
}

/**
 * Runs an aggregator's swap transaction as an eth_call from the user on the latest block, as if
 * the user held `amountIn` and had approved the allowance target for it (state overrides of the
 * token's balance and allowance slots, found by probing; native sells get the balance). A revert
 * throws `SwapSimulationFailedError`; a node that does not answer, `ChainUnavailableError`.
 */
export async function simulateAggregatorSwap({
  client,
  chainId,
  aggregator,
  user,
  tokenIn,
  amountIn,
  transaction,
}: SimulateAggregatorSwapParameters): Promise<void> {
  const stateOverride: StateOverride = []
  try {
    if (isAddressEqual(tokenIn, NATIVE_TOKEN_ADDRESS)) {
      const balance = await client.getBalance({ address: user })
      if (balance < transaction.value) stateOverride.push({ address: user, balance: transaction.value })
    } else {
      const calls = [
        encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
        encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user, transaction.allowanceTarget] }),
      ]
      const slots = await Promise.all(calls.map((data) => findStorageSlot({ client, address: tokenIn, data })))
      const stateDiff = slots.flatMap((slot) => (slot ? [{ slot, value: toHex(amountIn, { size: 32 }) }] : []))
      if (stateDiff.length > 0) stateOverride.push({ address: tokenIn, stateDiff })
    }
    await client.call({ account: user, to: transaction.to, data: transaction.data, value: transaction.value, stateOverride })
  } catch (cause) {
    if (cause instanceof ViemError && cause.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError))
      throw new ChainUnavailableError({ chainId, cause })
    throw new SwapSimulationFailedError({ aggregator, reason: revertReason(cause), cause })
  }
}

/** The revert's standard reason (`Error(string)` or a panic) when it has one; never the node's own text. */
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
