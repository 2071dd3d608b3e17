import { type ChainConfigFinding, summarizeError } from '@sluice/core'
import type { PublicClient } from 'viem'

export type CheckChainIdReadsParameters = {
  client: PublicClient
  chainId: number
  /** How many times the ID is read, one read after the other. */
  reads: number
}

/**
 * Reads the node's chain ID `reads` times: a finding of error when any answer is another chain's
 * (a node replaced since, or a load balancer over nodes of different chains), none otherwise.
 * A read that fails is left to the other checks (the node not answering is their finding).
 */
export async function checkChainIdReads({ client, chainId, reads }: CheckChainIdReadsParameters): Promise<ChainConfigFinding[]> {
  const answers: number[] = []
  let failure: string | undefined
  for (let read = 0; read < reads; read++)
    await client.getChainId().then(
      (answer) => answers.push(answer),
      (error: unknown) => {
        failure ??= summarizeError({ error })
      },
    )
  const others = [...new Set(answers.filter((answer) => answer !== chainId))]
  if (others.length === 0) return []
  return [
    {
      subject: `chain ${chainId}`,
      severity: 'error',
      message: `read ${reads} more times, the node answered chain IDs ${answers.join(', ')}${failure ? ` (and a read failed: ${failure})` : ''}: it must answer ${chainId} every time.`,
    },
  ]
}
