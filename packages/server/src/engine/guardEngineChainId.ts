import type { ChainEngine } from '@sluice/core'
import type { ChainIdGuard } from '../createChainIdGuard.js'

export type GuardEngineChainIdParameters = {
  engine: ChainEngine
  /** The chain's nodes' identity (`createChainIdGuard`). */
  chainIdGuard: ChainIdGuard
}

/**
 * The engine, refusing to serve while every node of its chain answers another chain ID: its
 * requests fail with `ChainIdMismatchError` (503), even from pool state still fresh, and its
 * health names the node and both IDs. While only some nodes do, the others serve and the health
 * names them all the same.
 */
export function guardEngineChainId({ engine, chainIdGuard }: GuardEngineChainIdParameters): ChainEngine {
  const served = <T>(serve: () => T): T => {
    if (chainIdGuard.refused()) throw chainIdGuard.mismatches()[0]
    return serve()
  }
  const { zap, rebalance, onStateChange } = engine
  return {
    chainId: engine.chainId,
    name: engine.name,
    sources: () => engine.sources(),
    token: (address) => served(() => engine.token(address)),
    tokens: () => served(() => engine.tokens()),
    quote: async (parameters) => served(() => engine.quote(parameters)),
    swap: async (parameters) => served(() => engine.swap(parameters)),
    ...(zap && { zap: async (parameters) => served(() => zap.call(engine, parameters)) }),
    ...(rebalance && { rebalance: async (parameters) => served(() => rebalance.call(engine, parameters)) }),
    ...(onStateChange && { onStateChange: (listener) => onStateChange.call(engine, listener) }),
    async health() {
      const health = await engine.health()
      const mismatches = chainIdGuard.mismatches()
      if (mismatches.length === 0) return health
      // Only the node's origin: a URL's path or query may hold the provider's key.
      const named = mismatches.map((error) => `the node at ${new URL(error.url).origin} serves chain ${error.nodeChainId}, not ${error.chainId}`).join('; ')
      const refused = chainIdGuard.refused()
      return {
        ...health,
        ok: health.ok && !refused,
        problem: `Chain ID mismatch: ${named}${refused ? '; the chain is not served' : '; the other nodes serve it'}.${health.problem ? ` ${health.problem}` : ''}`,
      }
    },
    close: () => engine.close(),
  }
}
