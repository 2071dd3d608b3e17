import { type AggregatorAdapter, AggregatorRequestError, fetchAggregatorJson, InvalidParametersError, InvalidTokenError, NoRouteFoundError } from '@sluice/core'
import type { Address } from 'viem'
import type { z } from 'zod'
import { zeroExErrorSchema, zeroExNoLiquiditySchema, zeroExPriceSchema, zeroExQuoteSchema } from './zeroExSchemas.js'

export type CreateZeroExAggregatorParameters = {
  /** The API's base URL. */
  baseUrl: string
  /** Sent as `0x-api-key` (every request needs one). */
  apiKey: string
  chains: readonly number[]
  /**
   * 0x's AllowanceHolder per chain ID, where it is not at the address 0x deploys it at on the
   * chains it serves (`ALLOWANCE_HOLDER`).
   */
  allowanceHolders?: Readonly<Record<number, Address>> | undefined
  /** Default `0x`. */
  name?: string | undefined
  fetch?: typeof fetch | undefined
}

/** 0x's AllowanceHolder (Cancun chains), per 0x's contract docs: the entry point and the allowance target of its allowance-holder flow. */
const ALLOWANCE_HOLDER: Address = '0x0000000000001fF3684f28c67538d4D072C22734'

/**
 * The 0x Swap API v2 through AllowanceHolder: `/swap/allowance-holder/price` quotes (indicative),
 * `/swap/allowance-holder/quote` gives the firm transaction. The allowance target is the spender
 * the answer names (AllowanceHolder), never the settlement contract.
 */
export function createZeroExAggregator({
  baseUrl,
  apiKey,
  chains,
  allowanceHolders = {},
  name = '0x',
  fetch,
}: CreateZeroExAggregatorParameters): AggregatorAdapter {
  const base = baseUrl.replace(/\/+$/, '')
  const headers = { '0x-api-key': apiKey, '0x-version': 'v2' }
  const served = new Set(chains)

  async function request<schema extends z.ZodType>(
    endpoint: 'price' | 'quote',
    schema: schema,
    order: { chainId: number; tokenIn: Address; tokenOut: Address; amountIn: bigint; userAddress: Address; slippage: number; signal?: AbortSignal | undefined },
  ): Promise<z.output<schema>> {
    if (!served.has(order.chainId)) throw new InvalidParametersError(`Aggregator ${name} does not serve chain ${order.chainId}.`)
    const query = new URLSearchParams({
      chainId: String(order.chainId),
      sellToken: order.tokenIn,
      buyToken: order.tokenOut,
      sellAmount: order.amountIn.toString(),
      taker: order.userAddress,
      slippageBps: String(Math.round(order.slippage * 10_000)),
    })
    const answer = await fetchAggregatorJson({
      aggregator: name,
      url: `${base}/swap/allowance-holder/${endpoint}?${query}`,
      headers,
      signal: order.signal,
      fetch,
    })
    if (answer.status !== 200) {
      const error = zeroExErrorSchema.safeParse(answer.body)
      const details = error.success ? `${name} answered ${error.data.name}: ${error.data.message.slice(0, 300)}` : undefined
      if (answer.status === 400 && error.success && error.data.name === 'TOKEN_NOT_SUPPORTED')
        throw new InvalidTokenError(`Aggregator ${name} does not support a token.`, { details })
      if (answer.status === 400 && error.success) throw new InvalidParametersError(`Aggregator ${name} refused the request.`, { details })
      const reason =
        answer.status === 401 || answer.status === 403 ? 'the API key was refused' : answer.status === 429 ? 'rate limited' : `HTTP ${answer.status}`
      throw new AggregatorRequestError({ aggregator: name, status: answer.status, reason, details })
    }
    if (zeroExNoLiquiditySchema.safeParse(answer.body).success) throw new NoRouteFoundError(`Aggregator ${name} has no liquidity for the order.`)
    const parsed = schema.safeParse(answer.body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new AggregatorRequestError({ aggregator: name, status: 200, reason: `malformed answer (${issue?.path.join('.') || 'body'}: ${issue?.message})` })
    }
    return parsed.data
  }

  return {
    name,
    chains: [...served],
    contracts(chainId) {
      // The allowance-holder flow: the transaction goes to AllowanceHolder, which is also the spender.
      const holder = served.has(chainId) ? (allowanceHolders[chainId] ?? ALLOWANCE_HOLDER) : undefined
      return holder ? { to: [holder], allowanceTargets: [holder] } : { to: [], allowanceTargets: [] }
    },
    async quote(order) {
      const price = await request('price', zeroExPriceSchema, order)
      return { amountOut: BigInt(price.buyAmount), gasEstimate: price.gas ? BigInt(price.gas) : null, swapData: null }
    },
    async swap(order) {
      const quote = await request('quote', zeroExQuoteSchema, order)
      const spender = quote.issues?.allowance?.spender ?? quote.allowanceTarget ?? quote.transaction.to
      return {
        to: quote.transaction.to,
        data: quote.transaction.data,
        value: BigInt(quote.transaction.value),
        allowanceTarget: spender,
        amountOut: BigInt(quote.buyAmount),
      }
    },
  }
}
