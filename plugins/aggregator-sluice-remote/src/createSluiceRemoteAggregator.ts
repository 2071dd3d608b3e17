import { type AggregatorAdapter, AggregatorRequestError, InvalidParametersError } from '@sluice/core'
import { type Address, isAddressEqual } from 'viem'
import { createSluiceClient } from './createSluiceClient.js'

export type CreateSluiceRemoteAggregatorParameters = {
  baseUrl: string
  apiKey?: string | undefined
  /** Chain IDs to ask the server about. */
  chains: readonly number[]
  /**
   * The Sluice router the server's swaps call on each chain (from its operator, not from its
   * answers): the only contract its transactions may go to and be approved for.
   */
  routers: Readonly<Record<number, Address>>
  /** Default `sluice-remote`. */
  name?: string | undefined
  fetch?: typeof fetch | undefined
}

/**
 * Another server that speaks the Sluice aggregator API, as a meta-aggregator adapter: quotes
 * from its `/quote`, transactions from its `/swap` (the router it calls is the allowance target).
 */
export function createSluiceRemoteAggregator({
  baseUrl,
  apiKey,
  chains,
  routers,
  name = 'sluice-remote',
  fetch,
}: CreateSluiceRemoteAggregatorParameters): AggregatorAdapter {
  const client = createSluiceClient({ baseUrl, apiKey, name, fetch })
  const served = new Set(chains)
  const check = (chainId: number) => {
    if (!served.has(chainId)) throw new InvalidParametersError(`Aggregator ${name} does not serve chain ${chainId}.`)
  }
  return {
    name,
    chains: [...served],
    contracts(chainId) {
      const router = served.has(chainId) ? routers[chainId] : undefined
      return router ? { to: [router], allowanceTargets: [router] } : { to: [], allowanceTargets: [] }
    },
    async quote(request) {
      check(request.chainId)
      const quote = await client.quote({ ...request, amountIn: request.amountIn })
      return { amountOut: BigInt(quote.amountOut), gasEstimate: null, swapData: null }
    },
    async swap(request) {
      check(request.chainId)
      const swap = await client.swap({ ...request, amountIn: request.amountIn, userAddress: request.userAddress })
      const transaction = swap.transactions?.find((tx) => isAddressEqual(tx.to, swap.toAddress))
      if (!transaction) throw new AggregatorRequestError({ aggregator: name, status: 200, reason: 'malformed answer (no transaction to the router)' })
      return {
        to: swap.toAddress,
        data: swap.calldata,
        value: BigInt(transaction.value),
        allowanceTarget: swap.toAddress,
        amountOut: BigInt(swap.quote.amountOut),
      }
    },
  }
}
