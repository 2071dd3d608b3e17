import { createTestClient, http, publicActions } from 'viem'

export type InBigBlocksParameters<T> = {
  /** A sandbox chain of one's own (an Anvil node no one else sends to meanwhile). */
  rpcUrl: string
  /** The deployments (or other big transactions) to send. */
  run: () => Promise<T>
  /** The block gas limit meanwhile; default a big block's (`BIG_BLOCK_GAS`). */
  gasLimit?: bigint | undefined
}

/**
 * HyperEVM's big blocks: 30M gas, about once a minute, for accounts that opted in (Hyperliquid's
 * docs, HyperEVM, "Dual-block architecture"). A user deploys a contract larger than a fast block
 * holds there.
 */
export const BIG_BLOCK_GAS = 30_000_000n

/** Lifts per RPC URL still running: the limit goes back when the last one ends. */
const lifts = new Map<string, { count: number; previous: Promise<bigint> }>()

/**
 * Runs `run` with a sandbox chain's block gas limit lifted to a big block's, as a HyperEVM user
 * deploys what a fast block cannot hold, then puts the chain's limit back (overlapping runs on one
 * chain share the first one's lift; a chain whose blocks hold as much already is left as it is).
 * For tests that deploy their own contracts or DEXes on chain 999: what users send through Sluice
 * stays within the fast blocks' limit.
 */
export async function inBigBlocks<T>({ rpcUrl, run, gasLimit = BIG_BLOCK_GAS }: InBigBlocksParameters<T>): Promise<T> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  let lift = lifts.get(rpcUrl)
  if (lift) lift.count++
  else {
    const previous = client.getBlock({ blockTag: 'pending' }).then(async ({ gasLimit: limit }) => {
      if (limit < gasLimit) await client.setBlockGasLimit({ gasLimit })
      return limit
    })
    lift = { count: 1, previous }
    lifts.set(rpcUrl, lift)
  }
  try {
    await lift.previous
    return await run()
  } finally {
    if (--lift.count === 0) {
      lifts.delete(rpcUrl)
      const previous = await lift.previous
      if (previous < gasLimit) await client.setBlockGasLimit({ gasLimit: previous })
    }
  }
}
