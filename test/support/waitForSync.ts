import type { ChainManifest } from '@sluice/sandbox'
import { createPublicClient, http } from 'viem'
import { waitFor } from './waitFor.js'

export type WaitForSyncParameters = {
  /** The server's base URL. */
  serverUrl: string
  chain: ChainManifest
  /** Whether to wait, too, until a quote between the chain's first two tokens no longer answers 503 (token metadata loaded). Default false. */
  quotable?: boolean | undefined
  /** Deadline (ms). Default 30,000. */
  timeoutMs?: number | undefined
}

/** Waits until the server's pool state for the chain has reached the chain's head as it is now (from `/healthz`). */
export async function waitForSync({ serverUrl, chain, quotable = false, timeoutMs }: WaitForSyncParameters): Promise<void> {
  const head = await createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber({ cacheTime: 0 })
  const [a, b] = chain.tokens
  const probe = JSON.stringify({ tokenIn: a!.address, tokenOut: b!.address, amountIn: '1000' })
  await waitFor({
    what: `${serverUrl} to follow chain ${chain.chainId} to block ${head}`,
    probe: async () => {
      const health = (await (await fetch(`${serverUrl}/healthz`)).json()) as { chains: { chainId: number; stateBlock: number | null }[] }
      const stateBlock = health.chains.find((c) => c.chainId === chain.chainId)?.stateBlock
      if (stateBlock === null || stateBlock === undefined || BigInt(stateBlock) < head) return false
      return !quotable || (await fetch(`${serverUrl}/${chain.chainId}/v1/quote`, { method: 'POST', body: probe })).status !== 503
    },
    timeoutMs,
  })
}
