import type { Address, Hex } from 'viem'
import type { SwapTransaction } from '../encoder/encodeSwap.js'
import type { EngineSwap } from './ChainEngine.js'

export type EngineTransactionsParameters = {
  /** An encoder's answer (swap, zap or rebalance): the router call and the wallet's transactions. */
  encoded: { toAddress: Address; calldata: Hex; transactions: SwapTransaction[]; transactionExplanations: string[]; txCostNative: bigint }
  /** The native token's USD price; unknown (or 0): no cost in USD. */
  nativeUsd: number | undefined
}

/** The transaction part of the engine's swap, zap and rebalance answers, with the gas cost in USD. */
export function engineTransactions({ encoded, nativeUsd }: EngineTransactionsParameters): Omit<EngineSwap, 'quote'> {
  return {
    to: encoded.toAddress,
    calldata: encoded.calldata,
    transactions: encoded.transactions,
    transactionExplanations: encoded.transactionExplanations,
    txCostNative: encoded.txCostNative,
    txCostUsd: nativeUsd ? (Number(encoded.txCostNative) / 1e18) * nativeUsd : null,
  }
}
