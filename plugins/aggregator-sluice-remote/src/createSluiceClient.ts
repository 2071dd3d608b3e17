import {
  AggregatorRequestError,
  fetchAggregatorJson,
  InsufficientLiquidityError,
  InvalidAmountError,
  InvalidParametersError,
  InvalidTokenError,
  NoRouteFoundError,
} from '@sluice/core'
import type { Address } from 'viem'
import type { z } from 'zod'
import {
  type SluiceChainInfo,
  type SluiceQuoteResponse,
  type SluiceSourcesResponse,
  type SluiceSwapResponse,
  sluiceChainsResponseSchema,
  sluiceErrorResponseSchema,
  sluiceQuoteResponseSchema,
  sluiceSourcesResponseSchema,
  sluiceSwapResponseSchema,
} from './schemas.js'

export type CreateSluiceClientParameters = {
  /** The server's base URL, e.g. `http://127.0.0.1:8080` (no chain segment). */
  baseUrl: string
  /** Sent as `Authorization: Bearer <apiKey>`; optional. */
  apiKey?: string | undefined
  /** Named in errors; default `sluice-remote`. */
  name?: string | undefined
  /** Default: the global `fetch`. */
  fetch?: typeof fetch | undefined
}

export type SluiceQuoteRequest = {
  chainId: number
  tokenIn: Address
  tokenOut: Address
  /** Sell mode (exactly one of `amountIn` / `amountOut`). */
  amountIn?: bigint | undefined
  /** Buy mode. */
  amountOut?: bigint | undefined
  slippage?: number | undefined
  partnerFeeBps?: number | undefined
  includedSources?: readonly number[] | undefined
  excludedSources?: readonly number[] | undefined
  signal?: AbortSignal | undefined
}

export type SluiceSwapRequest = SluiceQuoteRequest & { userAddress: Address; approveMax?: boolean | undefined }

export type SluiceChainsResponse = {
  /** Chains of meta-aggregator competitions. */
  meta: SluiceChainInfo[]
  /** Chains of the aggregator endpoints (`/{chainId}/v1/*`). */
  aggregator: SluiceChainInfo[]
}

export type SluiceClient = {
  quote(request: SluiceQuoteRequest): Promise<SluiceQuoteResponse>
  swap(request: SluiceSwapRequest): Promise<SluiceSwapResponse>
  sources(request: { chainId: number; signal?: AbortSignal | undefined }): Promise<SluiceSourcesResponse>
  chains(request?: { signal?: AbortSignal | undefined }): Promise<SluiceChainsResponse>
}

/**
 * A typed client of the Sluice aggregator API (any server that speaks it). Answers are checked
 * against the API's schemas; error answers become core errors: `InvalidTokenError`,
 * `InvalidAmountError`, `InvalidParametersError`, `NoRouteFoundError`,
 * `InsufficientLiquidityError`; a refused key, a rate limit, a server error, a malformed body or
 * no answer at all become `AggregatorRequestError`.
 */
export function createSluiceClient({ baseUrl, apiKey, name = 'sluice-remote', fetch: fetchFn }: CreateSluiceClientParameters): SluiceClient {
  const base = baseUrl.replace(/\/+$/, '')
  const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {}

  async function request<schema extends z.ZodType>(path: string, schema: schema, signal: AbortSignal | undefined, body?: unknown): Promise<z.output<schema>> {
    const answer = await fetchAggregatorJson({
      aggregator: name,
      url: `${base}${path}`,
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body,
      signal,
      fetch: fetchFn,
    })
    if (answer.status === 200) {
      const parsed = schema.safeParse(answer.body)
      if (parsed.success) return parsed.data
      const issue = parsed.error.issues[0]
      throw new AggregatorRequestError({ aggregator: name, status: 200, reason: `malformed answer (${issue?.path.join('.') || 'body'}: ${issue?.message})` })
    }
    throw toError(answer.status, answer.body)
  }

  function toError(status: number, body: unknown): Error {
    const parsed = sluiceErrorResponseSchema.safeParse(body)
    if (!parsed.success) return new AggregatorRequestError({ aggregator: name, status, reason: `HTTP ${status}` })
    const details = `${name} answered: ${parsed.data.message.slice(0, 300)}`
    if (status === 401) return new AggregatorRequestError({ aggregator: name, status, reason: 'the API key was refused', details })
    if (status === 429) return new AggregatorRequestError({ aggregator: name, status, reason: 'rate limited', details })
    if (status >= 400 && status < 500)
      switch (parsed.data.error) {
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
    return new AggregatorRequestError({ aggregator: name, status, reason: `HTTP ${status} ${parsed.data.error}`, details })
  }

  const quoteBody = (request: SluiceQuoteRequest) => ({
    tokenIn: request.tokenIn,
    tokenOut: request.tokenOut,
    amountIn: request.amountIn?.toString(),
    amountOut: request.amountOut?.toString(),
    slippage: request.slippage,
    partnerFeeBps: request.partnerFeeBps,
    includedSources: request.includedSources,
    excludedSources: request.excludedSources,
  })

  return {
    quote: (req) => request(`/${req.chainId}/v1/quote`, sluiceQuoteResponseSchema, req.signal, quoteBody(req)),
    swap: (req) =>
      request(`/${req.chainId}/v1/swap`, sluiceSwapResponseSchema, req.signal, { ...quoteBody(req), userAddress: req.userAddress, approveMax: req.approveMax }),
    sources: (req) => request(`/${req.chainId}/v1/sources`, sluiceSourcesResponseSchema, req.signal),
    async chains(req = {}) {
      const body = await request('/chains', sluiceChainsResponseSchema, req.signal)
      // The spec calls the aggregator's key `serviceAg`; deployments of the interface may name it after themselves.
      const key = 'serviceAg' in body ? 'serviceAg' : Object.keys(body).find((k) => k !== 'meta')
      const aggregator = key === undefined ? undefined : sluiceChainsResponseSchema.shape.meta.safeParse(body[key])
      if (!aggregator?.success) throw new AggregatorRequestError({ aggregator: name, status: 200, reason: 'malformed answer (no aggregator chains)' })
      return { meta: body.meta.chains, aggregator: aggregator.data.chains }
    },
  }
}
