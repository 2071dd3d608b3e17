import { type AggregatorAdapter, AggregatorRequestError, fetchAggregatorJson, InvalidParametersError, type JsonValue, NoRouteFoundError } from '@sluice/core'
import type { z } from 'zod'

type Address = `0x${string}`

import { kyberSwapBuildSchema, kyberSwapEnvelopeSchema, kyberSwapRouteSchema } from './kyberSwapSchemas.js'

export type CreateKyberSwapAggregatorParameters = {
  /** The API's base URL, without the chain segment. */
  baseUrl: string
  /** Sent as `x-client-id` (KyberSwap limits anonymous clients harder). */
  clientId?: string | undefined
  /** KyberSwap's chain name per chain ID (the path segment), e.g. `{ 999: 'hyperevm' }`. */
  chainSlugs: Readonly<Record<number, string>>
  /**
   * KyberSwap's router (MetaAggregationRouterV2) per chain ID, where it differs from the address
   * KyberSwap deploys it at on every chain (`KYBERSWAP_ROUTER`).
   */
  routers?: Readonly<Record<number, Address>> | undefined
  /** Seconds the built transaction stays valid. */
  deadlineSeconds?: number | undefined
  /** Default `kyberswap`. */
  name?: string | undefined
  fetch?: typeof fetch | undefined
}

/** MetaAggregationRouterV2: KyberSwap deploys it at this address on every chain it serves (its contract docs). */
const KYBERSWAP_ROUTER: Address = '0x6131B5fae19EA4f9D964eAc0408E4408b66337b5'

/** KyberSwap's answer codes for "no route" (HTTP 400/404 envelopes). */
const NO_ROUTE_CODES = new Set([4008, 4009, 4010, 4011])

/**
 * The KyberSwap Aggregator API: `GET /{chain}/api/v1/routes` quotes (its route summary is kept
 * as the quote's swap data), `POST /{chain}/api/v1/route/build` turns that route into the router
 * call. The router is both the transaction's target and the allowance target.
 */
export function createKyberSwapAggregator({
  baseUrl,
  clientId,
  chainSlugs,
  routers = {},
  deadlineSeconds = 600,
  name = 'kyberswap',
  fetch,
}: CreateKyberSwapAggregatorParameters): AggregatorAdapter {
  const base = baseUrl.replace(/\/+$/, '')
  const headers: Record<string, string> = clientId ? { 'x-client-id': clientId } : {}
  const slugOf = (chainId: number) => {
    const slug = chainSlugs[chainId]
    if (!slug) throw new InvalidParametersError(`Aggregator ${name} does not serve chain ${chainId}.`)
    return slug
  }

  async function request<schema extends z.ZodType>(url: string, schema: schema, signal: AbortSignal | undefined, body?: unknown): Promise<z.output<schema>> {
    const answer = await fetchAggregatorJson({ aggregator: name, url, method: body === undefined ? 'GET' : 'POST', headers, body, signal, fetch })
    const envelope = kyberSwapEnvelopeSchema.safeParse(answer.body)
    if (!envelope.success)
      throw new AggregatorRequestError({ aggregator: name, status: answer.status, reason: `HTTP ${answer.status} with an unexpected body` })
    const details = envelope.data.message ? `${name} answered: ${envelope.data.message.slice(0, 300)}` : undefined
    if (answer.status !== 200 || envelope.data.code !== 0) {
      if (NO_ROUTE_CODES.has(envelope.data.code)) throw new NoRouteFoundError(`Aggregator ${name} found no route.`, { details })
      if (answer.status === 400) throw new InvalidParametersError(`Aggregator ${name} refused the request (code ${envelope.data.code}).`, { details })
      throw new AggregatorRequestError({ aggregator: name, status: answer.status, reason: `HTTP ${answer.status}, code ${envelope.data.code}`, details })
    }
    const data = schema.safeParse(envelope.data.data)
    if (!data.success) {
      const issue = data.error.issues[0]
      throw new AggregatorRequestError({ aggregator: name, status: 200, reason: `malformed answer (data.${issue?.path.join('.')}: ${issue?.message})` })
    }
    return data.data
  }

  return {
    name,
    chains: Object.keys(chainSlugs).map(Number),
    contracts(chainId) {
      const router = chainSlugs[chainId] ? (routers[chainId] ?? KYBERSWAP_ROUTER) : undefined
      return router ? { to: [router], allowanceTargets: [router] } : { to: [], allowanceTargets: [] }
    },
    async quote(req) {
      const query = new URLSearchParams({
        tokenIn: req.tokenIn,
        tokenOut: req.tokenOut,
        amountIn: req.amountIn.toString(),
        gasInclude: 'true',
        origin: req.userAddress,
      })
      const route = await request(`${base}/${slugOf(req.chainId)}/api/v1/routes?${query}`, kyberSwapRouteSchema, req.signal)
      const gas = route.routeSummary.gas
      // The route as parsed from KyberSwap's JSON (so JSON again): its schema's type has optional fields, which `JsonValue` does not take.
      return { amountOut: BigInt(route.routeSummary.amountOut), gasEstimate: gas === undefined ? null : BigInt(gas), swapData: route as unknown as JsonValue }
    },
    async swap(req) {
      const route = kyberSwapRouteSchema.safeParse(req.quote.swapData)
      if (!route.success) throw new InvalidParametersError(`The quote of ${name} has no route summary.`)
      const built = await request(`${base}/${slugOf(req.chainId)}/api/v1/route/build`, kyberSwapBuildSchema, req.signal, {
        routeSummary: route.data.routeSummary,
        sender: req.userAddress,
        recipient: req.userAddress,
        // Basis points.
        slippageTolerance: Math.round(req.slippage * 10_000),
        deadline: Math.floor(Date.now() / 1000) + deadlineSeconds,
        source: clientId,
      })
      return {
        to: built.routerAddress,
        data: built.data,
        value: BigInt(built.transactionValue ?? '0'),
        allowanceTarget: built.routerAddress,
        amountOut: BigInt(built.amountOut),
      }
    },
  }
}
