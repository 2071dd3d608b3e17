import {
  type AggregatorAdapter,
  type AggregatorChainContext,
  InvalidParametersError,
  InvalidTokenError,
  measureTransfer,
  minAmountOut,
  NATIVE_TOKEN_ADDRESS,
  NoRouteFoundError,
} from '@sluice/core'
import { type Address, getAddress, isAddressEqual } from 'viem'
import { z } from 'zod'
import type { DirectDexConfig } from './directDexConfigSchema.js'
import { encodeDirectDexSwap } from './encodeDirectDexSwap.js'
import { quoteDirectDex } from './quoteDirectDex.js'

export type CreateDirectDexAggregatorParameters = {
  config: DirectDexConfig
  /** The chains the deployments are on: their client, wrapped native token and Multicall3. */
  chains: readonly AggregatorChainContext[]
  /** Default `direct-dex`. */
  name?: string | undefined
}

/** What the quote keeps for the swap: the route it found. */
const swapDataSchema = z.object({
  deployment: z.int().min(0),
  path: z
    .array(
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/)
        .transform((value) => getAddress(value)),
    )
    .min(2)
    .max(3),
  fees: z.array(z.int().min(0)),
})

/**
 * The honest baseline: the best route through a single DEX deployment's own contracts (its
 * quoter or router for the quote, its router for the transaction), as a user going to that DEX
 * directly would get. The transaction goes to the DEX's router, which is also the allowance target.
 */
export function createDirectDexAggregator({ config, chains, name = 'direct-dex' }: CreateDirectDexAggregatorParameters): AggregatorAdapter {
  const contexts = new Map(chains.map((chain) => [chain.chainId, chain]))
  const served = [...new Set(config.deployments.map((deployment) => deployment.chainId))].filter((chainId) => contexts.has(chainId))
  const chainOf = (chainId: number) => {
    const context = contexts.get(chainId)
    if (!context || !served.includes(chainId)) throw new InvalidParametersError(`Aggregator ${name} does not serve chain ${chainId}.`)
    return context
  }
  const routable = (token: Address, chain: AggregatorChainContext) => (isAddressEqual(token, NATIVE_TOKEN_ADDRESS) ? chain.wrappedNative : token)
  /** Tokens (chain and lower-cased address) whose simulated transfer moved exactly the amount. */
  const transferChecked = new Set<string>()
  /**
   * The engine's rule for tokens: one whose transfer from a pool moves other than the amount
   * (fee on transfer, rebasing) is not routed, as the DEX router's minimum would not hold for it.
   */
  async function refuseUnsupportedTokens(chain: AggregatorChainContext, path: readonly Address[], pools: readonly Address[]) {
    for (const [i, token] of path.entries()) {
      const key = `${chain.chainId}:${token.toLowerCase()}`
      if (transferChecked.has(key)) continue
      const moved = await measureTransfer({ client: chain.client, token, holder: pools[Math.max(0, i - 1)] as Address })
      if (moved?.some((transfer) => transfer.sent !== transfer.amount || transfer.received !== transfer.amount))
        throw new InvalidTokenError(
          `Aggregator ${name} does not route ${token}: it moves other than the amount on transfer (a fee-on-transfer or rebasing token).`,
        )
      if (moved) transferChecked.add(key)
    }
  }

  return {
    name,
    chains: served,
    contracts(chainId) {
      // The DEX routers are both what the transaction calls and what the user approves.
      const routers = served.includes(chainId) ? config.deployments.filter((deployment) => deployment.chainId === chainId).map((d) => d.router) : []
      return { to: routers, allowanceTargets: routers }
    },
    async quote(request) {
      const chain = chainOf(request.chainId)
      const tokenIn = routable(request.tokenIn, chain)
      const tokenOut = routable(request.tokenOut, chain)
      if (isAddressEqual(tokenIn, tokenOut)) throw new NoRouteFoundError(`Aggregator ${name} does not wrap or unwrap the native token.`)
      const route = await quoteDirectDex({
        client: chain.client,
        multicall3: chain.multicall3,
        deployments: config.deployments.flatMap((deployment, index) => (deployment.chainId === request.chainId ? [{ index, deployment }] : [])),
        tokenIn,
        tokenOut,
        amountIn: request.amountIn,
        connectors: config.connectors[String(request.chainId)] ?? [chain.wrappedNative],
      })
      if (!route) throw new NoRouteFoundError(`No single DEX deployment on chain ${request.chainId} has a route between the tokens.`)
      await refuseUnsupportedTokens(chain, route.path, route.pools)
      return { amountOut: route.amountOut, gasEstimate: route.gasEstimate, swapData: { deployment: route.deployment, path: route.path, fees: route.fees } }
    },
    async swap(request) {
      chainOf(request.chainId)
      const parsed = swapDataSchema.safeParse(request.quote.swapData)
      const deployment = parsed.success ? config.deployments[parsed.data.deployment] : undefined
      if (!parsed.success || !deployment || deployment.chainId !== request.chainId)
        throw new InvalidParametersError(`The quote of ${name} does not fit its config.`)
      return {
        ...encodeDirectDexSwap({
          deployment,
          path: parsed.data.path,
          fees: parsed.data.fees,
          nativeIn: isAddressEqual(request.tokenIn, NATIVE_TOKEN_ADDRESS),
          nativeOut: isAddressEqual(request.tokenOut, NATIVE_TOKEN_ADDRESS),
          amountIn: request.amountIn,
          minAmountOut: minAmountOut({ amountOut: request.quote.amountOut, slippage: request.slippage }),
          recipient: request.userAddress,
          deadline: BigInt(Math.floor(Date.now() / 1000) + config.deadlineSeconds),
        }),
        allowanceTarget: deployment.router,
        amountOut: request.quote.amountOut,
      }
    },
  }
}
