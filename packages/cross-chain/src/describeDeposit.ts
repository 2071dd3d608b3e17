import type { BridgeDepositStatus } from '@sluice/core'

/** A deposit's status as the cross-chain service reports it: the bridge's own, with what follows from it. */
export type CrossChainStatus = BridgeDepositStatus & {
  /** The quote's requestId when the deposit carries it, else `<bridge>:<originChainId>:<depositId>`. */
  requestId: string
  /** The state's class, after Relay: pending, success (filled), failure (expired or failed), refund. */
  outcome: 'pending' | 'success' | 'failure' | 'refund'
  /** Whether the state can no longer change (expired and failed may still become refunded). */
  final: boolean
  /** Unix seconds when the state last changed on chain: the deposit's block, the fill's or refund's, or the fill deadline. */
  updatedAt: number
  /** What the bridge kept: input less output amount (0 when the output is larger). */
  fee: bigint
}

export type DescribeDepositParameters = { status: BridgeDepositStatus }

const outcomes = { pending: 'pending', filled: 'success', expired: 'failure', failed: 'failure', refunded: 'refund' } as const

/**
 * What a bridge's deposit status means for its user. Everything derives from chain data (never
 * from memory or the clock), so any instance answers the same before and after a restart.
 */
export function describeDeposit({ status }: DescribeDepositParameters): CrossChainStatus {
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
    ...status,
    requestId: deposit.tag ?? `${status.kind}:${deposit.chainId}:${deposit.depositId}`,
    outcome: outcomes[state],
    final: state === 'filled' || state === 'refunded',
    updatedAt,
    fee: deposit.inputAmount > deposit.outputAmount ? deposit.inputAmount - deposit.outputAmount : 0n,
  }
}
