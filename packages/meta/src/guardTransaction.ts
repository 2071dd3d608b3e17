import { metaGuardAbi } from '@sluice/contracts'
import { type Address, encodeFunctionData, type Hex } from 'viem'

/** A swap transaction as the user sends it, with the contract it approves (for an ERC-20 sell). */
export type SwapTransaction = { to: Address; data: Hex; value: bigint; allowanceTarget: Address }

export type GuardTransactionParameters = {
  /** The chain's `MetaGuard`. */
  guard: Address
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  /** What the guard makes sure the user receives, or the transaction reverts. */
  minAmountOut: bigint
  /** The aggregator's own transaction (its `to`, `data`, `allowanceTarget`; its `value` is the native input). */
  transaction: SwapTransaction
}

/**
 * The aggregator's transaction settled through the `MetaGuard`: the user approves the guard (not
 * the aggregator) and calls `MetaGuard.swap`, which takes exactly `amountIn`, makes the
 * aggregator's call with it (approving its allowance target for exactly that) and reverts unless
 * the user's balance of `tokenOut` rose by at least `minAmountOut`.
 */
export function guardTransaction({ guard, tokenIn, tokenOut, amountIn, minAmountOut, transaction }: GuardTransactionParameters): SwapTransaction {
  const data = encodeFunctionData({
    abi: metaGuardAbi,
    functionName: 'swap',
    args: [{ tokenIn, tokenOut, amountIn, minAmountOut, spender: transaction.allowanceTarget, target: transaction.to, data: transaction.data }],
  })
  return { to: guard, data, value: transaction.value, allowanceTarget: guard }
}
