import type { BridgeDepositStatus } from '@sluice/core'
import type { z } from 'zod'
import type { crossChainStatusSchema } from './crossChainSchemas.js'

export type FormatCrossChainStatusParameters = {
  status: BridgeDepositStatus
}

const kinds = { pending: 'pending', filled: 'success', expired: 'failure', failed: 'failure', refunded: 'refund' } as const
const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

/**
 * The status response of a deposit. Every field derives from chain data (never from the server's
 * memory or clock), so any instance answers the same before and after a restart.
 */
export function formatCrossChainStatus({ status }: FormatCrossChainStatusParameters): z.input<typeof crossChainStatusSchema> {
  const { deposit, fill, refund, state } = status
  const updatedAt =
    state === 'filled' && fill
      ? fill.timestamp
      : state === 'refunded' && refund
        ? refund.timestamp
        : state === 'expired'
          ? deposit.fillDeadline
          : deposit.timestamp
  return {
    requestId: deposit.tag ?? `${status.kind}:${deposit.chainId}:${deposit.depositId}`,
    status: { label: state, kind: kinds[state], final: state === 'filled' || state === 'refunded' },
    primaryTransaction: { chainId: deposit.chainId, hash: deposit.hash, blockNumber: Number(deposit.blockNumber), timestamp: iso(deposit.timestamp) },
    updatedAt: iso(updatedAt),
    source: {
      chainId: deposit.chainId,
      bridge: status.kind,
      txHash: deposit.hash,
      depositId: deposit.depositId.toString(),
      depositor: deposit.depositor,
      token: deposit.inputToken,
      amount: deposit.inputAmount.toString(),
      fee: { token: deposit.inputToken, amount: (deposit.inputAmount > deposit.outputAmount ? deposit.inputAmount - deposit.outputAmount : 0n).toString() },
      fillDeadline: iso(deposit.fillDeadline),
    },
    destination: {
      chainId: deposit.destinationChainId,
      recipient: fill?.recipient ?? deposit.recipient,
      token: deposit.outputToken,
      amount: (fill?.outputAmount ?? deposit.outputAmount).toString(),
      hasMessage: deposit.hasMessage,
      fillTxHash: fill?.hash ?? null,
      fillBlockNumber: fill ? Number(fill.blockNumber) : null,
      filledAt: fill ? iso(fill.timestamp) : null,
      relayer: fill?.relayer ?? null,
    },
  }
}
