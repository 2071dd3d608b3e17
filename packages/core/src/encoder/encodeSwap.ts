import type { Address, Hex, PublicClient } from 'viem'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { Route } from '../types/Route.js'
import type { Token } from '../types/Token.js'
import { encodeRouterCall } from './encodeRouterCall.js'
import { explainSwap } from './explainSwap.js'
import type { StorageSlotCache } from './findStorageSlot.js'
import { gasLimitFor } from './gasLimitFor.js'
import { pathAmounts } from './pathAmounts.js'
import { prepareInput } from './prepareInput.js'
import { simulateSwap } from './simulateSwap.js'
import { swapTerms } from './swapTerms.js'
import { validateSwapParameters } from './validateSwapParameters.js'

/** One transaction for the user's wallet to send, in order. */
export type SwapTransaction = {
  from: Address
  to: Address
  data: Hex
  value: bigint
  /** The gas limit to send it with (see `addGasMargin`); absent when it could not be simulated before the earlier transactions are mined. */
  gas?: bigint | undefined
}

export type EncodeSwapParameters = {
  /** The chain's client: reads allowances and simulates against the latest block. */
  client: PublicClient
  /** Source adapters by source ID: each step is encoded by its source's `encode`. */
  registry: SourceRegistry
  /** Sluice's router on this chain. */
  router: Address
  /**
   * The route (from the solver). Native input or output: `tokenIn` / `tokenOut` is
   * `NATIVE_TOKEN_ADDRESS` while the steps use the wrapped native token. Buy mode with a partner
   * fee: the route is for the gross output (see `grossAmountOutForBuy`); the user gets the rest.
   */
  route: Route
  /** The wallet that sends the transactions and pays the input. */
  user: Address
  /**
   * Who receives the output, written into the calldata. Default: the router's caller, which is
   * `user` when the user sends the swap (nothing written: 20 bytes of calldata saved); give it
   * when a contract sends the swap for the user (the meta aggregator's `MetaGuard`).
   */
  recipient?: Address | undefined
  /** Tolerance as a fraction (0.005 = 0.5%): lowers the minimum output (sell) or raises the maximum input (buy). */
  slippage: number
  /**
   * Buy mode: the exact output the recipient gets, after the partner fee. Default: the route's
   * output less the fee. The route may deliver a few wei more than asked (the solver rounds each
   * path up); the paths' exact outputs are then trimmed so the swaps produce just enough.
   */
  amountOut?: bigint | undefined
  /** Unix time (seconds) after which the router refuses the swap. */
  deadline: bigint
  /** Partner fee on the output, basis points (0-100). Default 0. */
  partnerFeeBps?: number | undefined
  partnerId?: number | undefined
  /** Approve an unlimited amount instead of exactly what the swap may spend. */
  approveMax?: boolean | undefined
  /** Token metadata for the explanations (symbols, decimals); raw wei otherwise. */
  tokens?: readonly Token[] | undefined
  /** Storage layouts of input tokens found before (see `findStorageSlot`); share one per chain. */
  storageSlotCache?: StorageSlotCache | undefined
  /** The most gas the swap may use (`gasLimitFor`): its gas limit never exceeds it; an estimate over it throws `BlockGasLimitError`. */
  blockGasLimit?: bigint | undefined
}

export type EncodeSwapReturnType = {
  /** The router (the swap transaction's `to`). */
  toAddress: Address
  /** The router call. */
  calldata: Hex
  /** Native value of the swap transaction. */
  value: bigint
  /** Expected input (sell: exact). */
  amountIn: bigint
  /** Expected output to the recipient, after the partner fee (buy: exact). */
  amountOut: bigint
  /** Sell: the least output the router accepts. */
  minAmountOut: bigint | undefined
  /** Buy: the most input the router may take. */
  maxAmountIn: bigint | undefined
  partnerFee: { feeBps: number; partnerId: number; feeToken: Address; feeAmount: bigint } | undefined
  /** Approve (when needed), then the swap. */
  transactions: SwapTransaction[]
  /** One human-readable line per transaction. */
  transactionExplanations: string[]
  /** Gas of the transactions, estimated on the latest block. */
  gas: bigint
  gasPrice: bigint
  /** `gas * gasPrice`, native wei. */
  txCostNative: bigint
}

/**
 * Turns a route into the router call and the transactions a wallet sends (approve when the
 * allowance is short and the input is not native, then the swap), each explained in one line.
 * A composition of pure steps (`validateSwapParameters`, `pathAmounts`, `swapTerms`, `encodeRouterCall`, `explainSwap`)
 * around the chain reads: the input's approval or value (`prepareInput`) and, before returning, the swap's
 * simulation on the latest block (`simulateSwap`: eth_call with state overrides granting the
 * allowance of a pending approve and, when short, the balance, measuring what the user pays and
 * the recipient gets, then its gas estimate); a failing simulation throws
 * `TransactionSimulationError`, amounts other than quoted `TokenTransferMismatchError`.
 */
export async function encodeSwap(parameters: EncodeSwapParameters): Promise<EncodeSwapReturnType> {
  const { client, registry, router, route, user, recipient, slippage, deadline, partnerFeeBps = 0, partnerId = 0, approveMax = false, tokens } = parameters
  validateSwapParameters({ slippage, partnerFeeBps, partnerId })
  const { amounts, grossAmountOut } = pathAmounts({ route, amountOut: parameters.amountOut, partnerFeeBps })
  const terms = swapTerms({ mode: route.mode, amountIn: route.amountIn, grossAmountOut, slippage, partnerFeeBps })
  const calldata = encodeRouterCall({ registry, router, route, amounts, terms, recipient, deadline, partnerId, partnerFeeBps })
  const input = await prepareInput({
    client,
    token: route.tokenIn,
    user,
    spender: router,
    amount: terms.spendLimit,
    approveMax,
    storageSlotCache: parameters.storageSlotCache,
  })
  const { value } = input
  const explanations = explainSwap({ route, terms, partnerFeeBps, router, approve: input.approve ? (approveMax ? 'max' : 'exact') : 'none', tokens })
  const gasPrice = await client.getGasPrice()
  const swapGas = await simulateSwap({
    client,
    registry,
    route,
    call: { account: user, to: router, data: calldata, value, stateOverride: input.stateOverride },
    expected: {
      recipient: recipient ?? user,
      amountIn: route.amountIn,
      amountOut: terms.amountOut,
      minAmountOut: terms.minAmountOut,
      maxAmountIn: terms.maxAmountIn,
    },
    gasPrice,
  })
  const swap: SwapTransaction = {
    from: user,
    to: router,
    data: calldata,
    value,
    gas: gasLimitFor({ estimate: swapGas, blockGasLimit: parameters.blockGasLimit }),
  }
  const gas = swapGas + input.approveGas
  return {
    toAddress: router,
    calldata,
    value,
    amountIn: route.amountIn,
    amountOut: terms.amountOut,
    minAmountOut: terms.minAmountOut,
    maxAmountIn: terms.maxAmountIn,
    partnerFee: partnerFeeBps > 0 ? { feeBps: partnerFeeBps, partnerId, feeToken: route.tokenOut, feeAmount: terms.feeAmount } : undefined,
    transactions: input.approve ? [input.approve, swap] : [swap],
    transactionExplanations: explanations,
    gas,
    gasPrice,
    txCostNative: gas * gasPrice,
  }
}
