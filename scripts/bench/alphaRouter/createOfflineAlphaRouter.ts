import { StaticJsonRpcProvider } from '@ethersproject/providers'
import { AlphaRouter, type IV3SubgraphProvider, type V3SubgraphPool } from '@uniswap/smart-order-router'
import type { Address } from 'viem'

export type CreateOfflineAlphaRouterParameters = {
  rpcUrl: string
  /** Exactly the pools AlphaRouter may use, with their USD liquidity (its candidate ranking uses TVL). */
  pools: readonly { address: Address; tokens: readonly [Address, Address]; fee: number; tvlUsd: number }[]
  ethPriceUsd: number
}

/**
 * Uniswap's AlphaRouter on chain ID 1 against a local node and nothing else: an ethers v5
 * provider on the node (gas price from the node, pool state and quotes through its on-chain
 * multicall and QuoterV2 at their built-in addresses), and a V3 "subgraph" that lists exactly the
 * given pools instead of fetching Uniswap's pool list over the network. Token metadata comes from
 * the default token list bundled in the npm package, else from the chain.
 */
export function createOfflineAlphaRouter({ rpcUrl, pools, ethPriceUsd }: CreateOfflineAlphaRouterParameters): AlphaRouter {
  const provider = new StaticJsonRpcProvider(rpcUrl, { chainId: 1, name: 'mainnet' })
  const subgraphPools: V3SubgraphPool[] = pools.map((pool) => ({
    id: pool.address.toLowerCase(),
    feeTier: String(pool.fee),
    // Only compared with zero when candidates are picked; the pool provider reads the real value.
    liquidity: '1',
    token0: { id: pool.tokens[0].toLowerCase() },
    token1: { id: pool.tokens[1].toLowerCase() },
    tvlETH: pool.tvlUsd / ethPriceUsd,
    tvlUSD: pool.tvlUsd,
  }))
  const v3SubgraphProvider: IV3SubgraphProvider = { getPools: async () => subgraphPools }
  return new AlphaRouter({ chainId: 1, provider, v3SubgraphProvider })
}
