import type { Address } from 'viem'
import type { BridgeRoute } from '../types/BridgePlugin.js'

/** A route as a bridge's chain config lists it: from that chain's `token` to a destination. */
export type BridgeRouteConfig = Omit<BridgeRoute, 'originChainId' | 'originToken'> & { token: Address }

export type ListBridgeRoutesParameters = {
  /** The chains that carry an entry of the bridge, each with its configured routes. */
  chains: readonly { chainId: number; config: { routes: readonly BridgeRouteConfig[] } }[]
}

/** A bridge's routes: every configured route whose destination chain also carries the bridge. */
export function listBridgeRoutes({ chains }: ListBridgeRoutesParameters): BridgeRoute[] {
  const known = new Set(chains.map((chain) => chain.chainId))
  return chains.flatMap((chain) =>
    chain.config.routes
      .filter((route) => known.has(route.destinationChainId))
      .map((route) => ({
        originChainId: chain.chainId,
        originToken: route.token,
        destinationChainId: route.destinationChainId,
        destinationToken: route.destinationToken,
        symbol: route.symbol,
        decimals: route.decimals,
      })),
  )
}
