import { fallback, http, type Transport } from 'viem'
import type { ChainConfig } from './config/serverConfigSchema.js'
import type { ChainIdGuard } from './createChainIdGuard.js'

export type CreateChainTransportParameters = {
  chain: Pick<ChainConfig, 'rpcUrl' | 'rpcTimeoutMs' | 'headTimeoutMs' | 'pollingIntervalMs'>
  /** Aborted when the server stops: the nodes' ranking stops with it. */
  signal: AbortSignal
  /** Guards every node against serving another chain (`createChainIdGuard`): such a node is never routed to. */
  chainIdGuard?: ChainIdGuard | undefined
}

/**
 * The chain's RPC transport: one node over HTTP, or several through viem's `fallback` transport
 * with ranking (every `pollingIntervalMs` each node's head is read, bounded by `headTimeoutMs`, and
 * requests go to the most stable and fastest first, to the next when one fails or times out).
 * With a `chainIdGuard`, a node that answers another chain ID fails every request: the next is used.
 */
export function createChainTransport({ chain, signal, chainIdGuard }: CreateChainTransportParameters): Transport {
  const urls = typeof chain.rpcUrl === 'string' ? [chain.rpcUrl] : chain.rpcUrl
  const transports = urls.map((url) => {
    const transport = http(url, { timeout: chain.rpcTimeoutMs, retryCount: 0, batch: false })
    return chainIdGuard ? chainIdGuard.guard(url, transport) : transport
  })
  if (transports.length === 1) return transports[0]!
  return fallback(transports, {
    retryCount: 0,
    rank: {
      interval: chain.pollingIntervalMs,
      timeout: chain.headTimeoutMs,
      // viem ranks until the process ends; a probe that never settles ends its loop once stopped.
      ping: ({ transport }) => (signal.aborted ? new Promise<never>(() => {}) : transport.request({ method: 'eth_blockNumber' })),
    },
  })
}
