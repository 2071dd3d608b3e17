import type { CrossChainStatus } from '@sluice/cross-chain'
import type { z } from 'zod'
import type { crossChainStatusSchema } from './crossChainSchemas.js'

export type FormatCrossChainStatusParameters = { status: CrossChainStatus }

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

/** The status response of a deposit: times in ISO 8601, amounts in wei as decimal strings. */
export function formatCrossChainStatus({ status }: FormatCrossChainStatusParameters): z.input<typeof crossChainStatusSchema> {
  const { deposit, fill } = status
  return {
    requestId: status.requestId,
    status: { label: status.state, kind: status.outcome, final: status.final },
    primaryTransaction: { chainId: deposit.chainId, hash: deposit.hash, blockNumber: Number(deposit.blockNumber), timestamp: iso(deposit.timestamp) },
    updatedAt: iso(status.updatedAt),
    source: {
      chainId: deposit.chainId,
      bridge: status.kind,
      txHash: deposit.hash,
      depositId: deposit.depositId.toString(),
      depositor: deposit.depositor,
      token: deposit.inputToken,
      amount: deposit.inputAmount.toString(),
      fee: { token: deposit.inputToken, amount: status.fee.toString() },
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
