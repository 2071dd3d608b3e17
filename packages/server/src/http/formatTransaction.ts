import type { SwapTransaction } from '@sluice/core'
import { formatAddress } from './formatAddress.js'

/** One transaction of a swap, zap or rebalance response, in the order the wallet sends them. */
export type TransactionResponse = {
  to: string
  data: string
  value: string
  from: string
  gas?: string
}

/** A transaction for the wire: decimal strings for amounts, `gas` only when it was simulated. */
export function formatTransaction(transaction: SwapTransaction): TransactionResponse {
  return {
    to: formatAddress(transaction.to),
    data: transaction.data,
    value: transaction.value.toString(),
    from: formatAddress(transaction.from),
    ...(transaction.gas === undefined ? {} : { gas: transaction.gas.toString() }),
  }
}
