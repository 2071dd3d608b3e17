import type { Address, Hex } from 'viem'

export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A transaction of an answer, in the client's terms. */
export type SluiceTransactionRequest = { to: Address; data: Hex; value: bigint; gas?: bigint | undefined }

/** A swap (`getSwap`), zap (`getZap`) or rebalance (`getRebalance`): transactions on one chain and the balance changes they quote. */
export type SluiceAggregatorAnswer = {
  userAddress: Address
  quote: {
    /** Token and the quoted change of the user's balance, in wei; negative = spent. */
    sourcesAndSinks: readonly (readonly [Address, bigint])[]
  }
  transactions: readonly SluiceTransactionRequest[]
}

/** A cross-chain quote (`getCrossChainQuote`): transactions on the origin chain, whose last is the deposit. */
export type SluiceCrossChainAnswer = {
  userAddress: Address
  originChainId: number
  quote: { tokenIn: Address; amountIn: bigint }
  transactions: readonly (SluiceTransactionRequest & { chainId: number })[]
}

/** A competition's swap (`getCompetitionSwap`): one transaction, after an approval of `allowanceTarget` for ERC-20 sells. */
export type SluiceCompetitionSwapAnswer = {
  competitionId: string
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  amountOut: bigint
  to: Address
  data: Hex
  value: bigint
  allowanceTarget: Address
}

/** Any answer `executeSluiceTransactions` runs. */
export type SluiceExecutableAnswer = SluiceAggregatorAnswer | SluiceCrossChainAnswer | SluiceCompetitionSwapAnswer

export type ExecutionPlan = {
  /** The account the answer is for; `undefined` when it names none (a competition's swap). */
  user: Address | undefined
  /** The chain the transactions go to, when the answer names it. */
  chainId: number | undefined
  /** An approval to send first when the allowance is short (competition swaps of an ERC-20). */
  approval: { token: Address; spender: Address; amount: bigint } | undefined
  transactions: readonly SluiceTransactionRequest[]
  /** Token and the quoted change of the user's balance on this chain, in wei. */
  quoted: readonly (readonly [Address, bigint])[]
}

export type ToExecutionPlanParameters = { answer: SluiceExecutableAnswer }

/** What to send and which balance changes to expect, for each kind of answer. */
export function toExecutionPlan({ answer }: ToExecutionPlanParameters): ExecutionPlan {
  if ('competitionId' in answer) {
    const native = answer.tokenIn.toLowerCase() === NATIVE_TOKEN
    return {
      user: undefined,
      chainId: undefined,
      approval: native ? undefined : { token: answer.tokenIn, spender: answer.allowanceTarget, amount: answer.amountIn },
      transactions: [{ to: answer.to, data: answer.data, value: answer.value }],
      quoted: [
        [answer.tokenIn, -answer.amountIn],
        [answer.tokenOut, answer.amountOut],
      ],
    }
  }
  if ('originChainId' in answer)
    return {
      user: answer.userAddress,
      chainId: answer.originChainId,
      approval: undefined,
      transactions: answer.transactions,
      // The output arrives on the destination chain: `waitForCrossChainStatus` follows it.
      quoted: [[answer.quote.tokenIn, -answer.quote.amountIn]],
    }
  return { user: answer.userAddress, chainId: undefined, approval: undefined, transactions: answer.transactions, quoted: answer.quote.sourcesAndSinks }
}
