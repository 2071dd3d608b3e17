import { ChainIdMismatchError, InvalidConfigError } from '@sluice/core'
import { type Hex, hexToNumber, RpcRequestError, type Transport } from 'viem'

export type CreateChainIdGuardParameters = {
  chainId: number
  /** The chain's name, for the start-up error. */
  name: string
  /** Told when a node starts answering another chain ID (once per change). */
  onMismatch?: ((error: ChainIdMismatchError) => void) | undefined
  /** How long a node's chain ID is trusted before it is read again (ms). Default 60 s. */
  recheckIntervalMs?: number | undefined
  /** How often a node of another chain is read again, to notice it came back (ms). Default 5 s. */
  mismatchRecheckIntervalMs?: number | undefined
}

export type ChainIdGuard = {
  /** The node at `url` through `transport`, answering only while it serves the chain. */
  guard(url: string, transport: Transport): Transport
  /** Reads every guarded node's chain ID now; throws `InvalidConfigError` naming the chain, the node and both IDs for one of another chain. A node that does not answer is left to later. */
  verify(): Promise<void>
  /** The nodes last found answering another chain ID. */
  mismatches(): ChainIdMismatchError[]
  /** Whether every node answered another chain ID: the chain is not served. */
  refused(): boolean
}

type NodeState = {
  url: string
  transport: ReturnType<Transport>
  /** `undefined`: to be read (at first, and after a request failed: the node may have been replaced). */
  verified: { at: number; mismatch: ChainIdMismatchError | undefined } | undefined
  checking: Promise<void> | undefined
}

/**
 * Guards a chain's nodes against serving another chain: each node's `eth_chainId` is read before
 * its first request, again after any request to it failed (a node that went away may come back
 * as another), and every `recheckIntervalMs`. A node of another chain answers every request with
 * `ChainIdMismatchError` (a fallback list moves on to the next node; see `createChainTransport`)
 * and is read again every `mismatchRecheckIntervalMs`.
 */
export function createChainIdGuard({
  chainId,
  name,
  onMismatch,
  recheckIntervalMs = 60_000,
  mismatchRecheckIntervalMs = 5_000,
}: CreateChainIdGuardParameters): ChainIdGuard {
  const nodes: NodeState[] = []
  const check = (node: NodeState) => {
    node.checking ??= (async () => {
      try {
        const nodeChainId = hexToNumber((await node.transport.request({ method: 'eth_chainId' })) as Hex)
        const mismatch = nodeChainId === chainId ? undefined : new ChainIdMismatchError({ chainId, nodeChainId, url: node.url })
        if (mismatch && mismatch.nodeChainId !== node.verified?.mismatch?.nodeChainId) onMismatch?.(mismatch)
        node.verified = { at: Date.now(), mismatch }
      } finally {
        node.checking = undefined
      }
    })()
    return node.checking
  }
  const due = (node: NodeState) => !node.verified || Date.now() - node.verified.at >= (node.verified.mismatch ? mismatchRecheckIntervalMs : recheckIntervalMs)

  return {
    guard(url, transport) {
      let node: NodeState | undefined
      return (options) => {
        const inner = transport(options)
        if (!node) {
          node = { url, transport: transport({ ...options, retryCount: 0 }), verified: undefined, checking: undefined }
          nodes.push(node)
        }
        const state = node
        return {
          ...inner,
          request: async (args, requestOptions) => {
            if (due(state)) await check(state)
            if (state.verified?.mismatch) throw state.verified.mismatch
            try {
              return await inner.request(args, requestOptions)
            } catch (error) {
              // The node answered (an RPC error): it is still the node it was.
              if (!(error instanceof RpcRequestError)) state.verified = undefined
              throw error
            }
          },
        } as ReturnType<Transport>
      }
    },
    async verify() {
      await Promise.all(nodes.map((node) => check(node).catch(() => undefined)))
      const mismatch = nodes.find((node) => node.verified?.mismatch)?.verified?.mismatch
      if (mismatch)
        throw new InvalidConfigError(
          `Chain ${chainId} (${name}): the node at ${mismatch.url} serves chain ${mismatch.nodeChainId}, not ${chainId}. Check the chain's rpcUrl.`,
        )
    },
    mismatches: () => nodes.flatMap((node) => (node.verified?.mismatch ? [node.verified.mismatch] : [])),
    refused: () => nodes.length > 0 && nodes.every((node) => node.verified?.mismatch),
  }
}
