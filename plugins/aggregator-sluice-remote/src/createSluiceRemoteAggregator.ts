import { createSluiceClient, SluiceApiError, SluiceNetworkError, SluiceResponseError } from '@sluice/client'
import {
  type AggregatorAdapter,
  AggregatorRequestError,
  InsufficientLiquidityError,
  InvalidAmountError,
  InvalidParametersError,
  InvalidTokenError,
  NoRouteFoundError,
} from '@sluice/core'
import { type Address, isAddressEqual } from 'viem'
import type { z } from 'zod'
import { sluiceQuoteResponseSchema, sluiceSwapResponseSchema } from './schemas.js'

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

/** Largest answer read from the other server, in characters. */
const maxBodyLength = 4 * 1024 * 1024

/**
 * Another server that speaks the Sluice aggregator API, as a meta-aggregator adapter: quotes
 * from its `/quote`, transactions from its `/swap` (the router it calls is the allowance target),
 * asked with `@sluice/client`. Its answers are checked against the API's schemas; its error
 * answers become core errors (`InvalidTokenError`, `InvalidAmountError`, `InvalidParametersError`,
 * `NoRouteFoundError`, `InsufficientLiquidityError`); a refused key, a rate limit, a server error,
 * a malformed body or no answer become `AggregatorRequestError`.
 */
export function createSluiceRemoteAggregator({
  baseUrl,
  apiKey,
  chains,
  routers,
  name = 'sluice-remote',
  fetch,
}: CreateSluiceRemoteAggregatorParameters): AggregatorAdapter {
  // Reads each answer whole before the client parses it, and refuses an oversized one.
  const limitedFetch: typeof globalThis.fetch = async (input, init) => {
    const response = await (fetch ?? globalThis.fetch)(input, init)
    const text = await response.text()
    if (text.length > maxBodyLength) throw new AggregatorRequestError({ aggregator: name, status: response.status, reason: 'the answer is too large' })
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
  const client = createSluiceClient({ url: baseUrl, apiKey, fetch: limitedFetch })
  const served = new Set(chains)
  const check = (chainId: number) => {
    if (!served.has(chainId)) throw new InvalidParametersError(`Aggregator ${name} does not serve chain ${chainId}.`)
  }

  /** The answer, checked against the schema; the client's errors as core errors. */
  async function ask<schema extends z.ZodType>(schema: schema, signal: AbortSignal | undefined, request: () => Promise<unknown>): Promise<z.output<schema>> {
    let answer: unknown
    try {
      answer = await request()
    } catch (error) {
      throw toCoreError(error, signal)
    }
    const parsed = schema.safeParse(answer)
    if (parsed.success) return parsed.data
    const issue = parsed.error.issues[0]
    throw new AggregatorRequestError({ aggregator: name, status: 200, reason: `malformed answer (${issue?.path.join('.') || 'body'}: ${issue?.message})` })
  }

  function toCoreError(error: unknown, signal: AbortSignal | undefined): Error {
    if (error instanceof SluiceNetworkError && error.cause instanceof AggregatorRequestError) return error.cause
    if (error instanceof SluiceResponseError)
      return new AggregatorRequestError({ aggregator: name, status: error.status, reason: `HTTP ${error.status} with a body that is not the API's` })
    if (!(error instanceof SluiceApiError))
      return new AggregatorRequestError({ aggregator: name, reason: signal?.aborted ? 'the request was aborted' : 'no answer', cause: error })
    const { status, code } = error
    const details = `${name} answered: ${error.shortMessage.slice(0, 300)}`
    if (status === 401) return new AggregatorRequestError({ aggregator: name, status, reason: 'the API key was refused', details })
    if (status === 429) return new AggregatorRequestError({ aggregator: name, status, reason: 'rate limited', details })
    if (status >= 400 && status < 500)
      switch (code) {
        case 'INVALID_TOKEN':
          return new InvalidTokenError(`Aggregator ${name} refused a token.`, { details })
        case 'INVALID_AMOUNT':
          return new InvalidAmountError(`Aggregator ${name} refused the amount.`, { details })
        case 'NO_ROUTE_FOUND':
          return new NoRouteFoundError(`Aggregator ${name} found no route.`, { details })
        case 'INSUFFICIENT_LIQUIDITY':
          return new InsufficientLiquidityError(`Aggregator ${name} has too little liquidity for the amount.`, { details })
        case 'INVALID_PARAMETERS':
          return new InvalidParametersError(`Aggregator ${name} refused the request.`, { details })
      }
    return new AggregatorRequestError({ aggregator: name, status, reason: `HTTP ${status} ${code}`, details })
  }

  return {
    name,
    chains: [...served],
    contracts(chainId) {
      const router = served.has(chainId) ? routers[chainId] : undefined
      return router ? { to: [router], allowanceTargets: [router] } : { to: [], allowanceTargets: [] }
    },
    async quote({ chainId, tokenIn, tokenOut, amountIn, slippage, signal }) {
      check(chainId)
      const quote = await ask(sluiceQuoteResponseSchema, signal, () => client.getQuote({ chainId, tokenIn, tokenOut, amountIn, slippage, signal }))
      return { amountOut: quote.amountOut, gasEstimate: null, swapData: null }
    },
    async swap({ chainId, tokenIn, tokenOut, amountIn, slippage, userAddress, signal }) {
      check(chainId)
      const swap = await ask(sluiceSwapResponseSchema, signal, () => client.getSwap({ chainId, tokenIn, tokenOut, amountIn, slippage, userAddress, signal }))
      const transaction = swap.transactions?.find((tx) => isAddressEqual(tx.to, swap.toAddress))
      if (!transaction) throw new AggregatorRequestError({ aggregator: name, status: 200, reason: 'malformed answer (no transaction to the router)' })
      return {
        to: swap.toAddress,
        data: swap.calldata,
        value: transaction.value,
        allowanceTarget: swap.toAddress,
        amountOut: swap.quote.amountOut,
      }
    },
  }
}
