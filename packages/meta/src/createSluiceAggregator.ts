import { type AggregatorAdapter, InvalidParametersError } from '@sluice/core'
import type { Address, Hex } from 'viem'

/** The engine parameters this adapter sends: a sell order. */
export type SluiceEngineQuoteParameters = {
  tokenIn: Address
  tokenOut: Address
  mode: 'sell'
  amount: bigint
  slippage: number
}

/**
 * The parts of a Sluice chain engine the adapter uses, by shape only: any object with these
 * methods works, wherever the engine lives.
 */
export type SluiceEngineLike = {
  readonly chainId: number
  quote(parameters: SluiceEngineQuoteParameters): Promise<{ amountOut: bigint; route: { gas: bigint } }>
  swap(parameters: SluiceEngineQuoteParameters & { userAddress: Address; approveMax: boolean; recipient: Address }): Promise<{
    quote: { amountOut: bigint }
    /** The router the swap transaction calls. */
    to: Address
    calldata: Hex
    /** Approve (when needed), then the swap. */
    transactions: readonly { to: Address; data: Hex; value: bigint }[]
  }>
}

export type CreateSluiceAggregatorParameters = {
  engines: readonly SluiceEngineLike[]
  /** The Sluice router of each chain (from the server's config): what its swaps call and what the user approves. */
  routers: Readonly<Record<number, Address>>
  /** Default `sluice`. */
  name?: string | undefined
}

/** The meta aggregator's view of this server's own engine: quotes and swaps in process. */
export function createSluiceAggregator({ engines, routers, name = 'sluice' }: CreateSluiceAggregatorParameters): AggregatorAdapter {
  const byChain = new Map(engines.map((engine) => [engine.chainId, engine]))
  const engineOf = (chainId: number) => {
    const engine = byChain.get(chainId)
    if (!engine) throw new InvalidParametersError(`Aggregator ${name} does not serve chain ${chainId}.`)
    return engine
  }
  const order = (request: { tokenIn: Address; tokenOut: Address; amountIn: bigint; slippage: number }): SluiceEngineQuoteParameters => ({
    tokenIn: request.tokenIn,
    tokenOut: request.tokenOut,
    mode: 'sell',
    amount: request.amountIn,
    slippage: request.slippage,
  })
  return {
    name,
    chains: [...byChain.keys()],
    contracts(chainId) {
      const router = byChain.has(chainId) ? routers[chainId] : undefined
      return router ? { to: [router], allowanceTargets: [router] } : { to: [], allowanceTargets: [] }
    },
    async quote(request) {
      const quote = await engineOf(request.chainId).quote(order(request))
      return { amountOut: quote.amountOut, gasEstimate: quote.route.gas, swapData: null }
    },
    async swap(request) {
      // The recipient written out: the swap may be sent through the MetaGuard, whose caller (not the user) calls the router.
      const swap = await engineOf(request.chainId).swap({
        ...order(request),
        userAddress: request.userAddress,
        approveMax: false,
        recipient: request.userAddress,
      })
      // The last transaction is the swap; the one before it, if any, approves the router.
      const transaction = swap.transactions[swap.transactions.length - 1]
      if (!transaction) throw new InvalidParametersError(`Aggregator ${name} returned no swap transaction.`)
      return { to: swap.to, data: swap.calldata, value: transaction.value, allowanceTarget: swap.to, amountOut: swap.quote.amountOut }
    },
  }
}
