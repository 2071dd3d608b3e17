// The explorer's way to the server: the public APIs (aggregator, meta aggregator, cross-chain)
// through `@sluice/client`'s openapi-fetch clients, typed from the server's OpenAPI document and
// kept in the wire's shape (amounts as decimal strings, sent as typed), and the server's sandbox-only
// endpoints (`/explorer/sandbox*`, not part of the public API) as small calls of its own. Every
// failure becomes `ApiError` with the API's code, message and HTTP status.

import { createSluiceClient, type SluiceSchemas } from '@sluice/client'

export type TokenInfo = SluiceSchemas['TokenInfo']
export type SwapStep = SluiceSchemas['SwapStep']
export type QuoteResponse = SluiceSchemas['QuoteResponse']
export type SwapResponse = SluiceSchemas['SwapResponse']
export type QuoteRequest = Omit<SluiceSchemas['QuoteRequest'], 'slippage'> & {
  /** A number; anything else is sent as typed for the API to judge. */
  slippage: number | string
}
export type AggregatorQuote = SluiceSchemas['AggregatorQuote']
export type CompetitionResults = SluiceSchemas['CompetitionResults']
export type CrossChain = SluiceSchemas['CrossChainChainsResponse']['chains'][number]
export type Currency = SluiceSchemas['CrossChainCurrenciesResponse']['currencies'][number]
export type CrossChainQuote = SluiceSchemas['CrossChainQuoteResponse']
export type CrossChainStatus = SluiceSchemas['CrossChainStatus']
export type ChainInfo = SluiceSchemas['ChainsResponse']['serviceAg']['chains'][number]
export type SourceInfo = SluiceSchemas['SourcesResponse']['sources'][number]
export type SandboxChain = { chainId: number; nativeSymbol: string; accounts: string[] }

/** An answer of the API in its error shape: its code, message and HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly code: string
  readonly status: number
  constructor({ code, message, status }: { code: string; message: string; status: number }) {
    super(message)
    this.code = code
    this.status = status
  }
}

export type WatchQuoteHandlers = { onQuote: (quote: QuoteResponse) => void; onError: (error: ApiError) => void }

export type ExplorerApi = ReturnType<typeof createExplorerApi>

export type CreateExplorerApiParameters = {
  /** The server's base URL (the explorer's page is `{baseUrl}explorer`). */
  baseUrl: string
}

/** The calls the explorer makes, typed; a failure throws `ApiError` with the API's own code and message. */
export function createExplorerApi({ baseUrl }: CreateExplorerApiParameters) {
  const client = createSluiceClient({ url: baseUrl })
  /** An openapi-fetch answer in the explorer's one shape: its body (the schema named at the call), or `ApiError` with the API's own code, else a network or answer failure. */
  const call = async <data>(request: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<data> => {
    let answer: Awaited<typeof request>
    try {
      answer = await request
    } catch {
      throw new ApiError({ code: 'NETWORK', message: 'The server did not answer.', status: 0 })
    }
    const { data, error, response } = answer
    if (response.ok && data !== undefined) return data as data
    const body = error as { error?: unknown; message?: unknown } | undefined
    if (typeof body?.error === 'string' && typeof body.message === 'string')
      throw new ApiError({ code: body.error, message: body.message, status: response.status })
    throw new ApiError({ code: 'INTERNAL_ERROR', message: `The server answered ${response.status}.`, status: response.status })
  }
  const { api } = client
  /** 404: the server serves no such API (no bridge, no sandbox). */
  const unlessAbsent = (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return undefined
    throw error
  }
  /** The sandbox-only endpoints: GET without a body, POST with one. */
  const callSandbox = async <answer>(path: string, body?: unknown): Promise<answer> => {
    let response: Response
    try {
      response = await fetch(new URL(path, baseUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      })
    } catch {
      throw new ApiError({ code: 'NETWORK', message: 'The server did not answer.', status: 0 })
    }
    const json = (await response.json().catch(() => undefined)) as { error?: unknown; message?: unknown } | undefined
    if (!response.ok) {
      const message = typeof json?.message === 'string' ? json.message : `The server answered ${response.status}.`
      throw new ApiError({ code: typeof json?.error === 'string' ? json.error : 'INTERNAL_ERROR', message, status: response.status })
    }
    return json as answer
  }
  // The slippage goes out as typed: the API, not the explorer, judges a bad one.
  const wire = <request extends { slippage: number | string }>(request: request) => request as request & { slippage: number }
  return {
    chains: () => call<SluiceSchemas['ChainsResponse']>(api.GET('/chains')),
    tokens: (chainId: number) =>
      call<SluiceSchemas['TokensResponse']>(api.GET('/{chainId}/v1/tokens', { params: { path: { chainId } } })).then((answer) => answer.tokens),
    sources: (chainId: number) =>
      call<SluiceSchemas['SourcesResponse']>(api.GET('/{chainId}/v1/sources', { params: { path: { chainId } } })).then((answer) => answer.sources),
    quote: (chainId: number, request: QuoteRequest) =>
      call<QuoteResponse>(api.POST('/{chainId}/v1/quote', { params: { path: { chainId } }, body: wire(request) })),
    /**
     * The order's quote, pushed by the server each block it changes (`GET /{chainId}/v1/quote/stream`,
     * Server-Sent Events). A server without the endpoint (404) or a closed stream calls nothing
     * more; returns the function that stops listening.
     */
    watchQuote: (chainId: number, request: QuoteRequest, { onQuote, onError }: WatchQuoteHandlers) => {
      const query = new URLSearchParams()
      for (const [name, value] of Object.entries(request)) if (value != null) query.set(name, Array.isArray(value) ? value.join(',') : String(value))
      const source = new EventSource(new URL(`${chainId}/v1/quote/stream?${query}`, baseUrl))
      source.addEventListener('quote', (event) => onQuote(JSON.parse((event as MessageEvent<string>).data) as QuoteResponse))
      source.addEventListener('error', (event) => {
        // The server's `event: error` carries the API's error body; a failed connection carries nothing.
        const data = (event as Partial<MessageEvent<string>>).data
        if (typeof data === 'string') {
          const body = JSON.parse(data) as { error?: string; message?: string }
          onError(new ApiError({ code: body.error ?? 'INTERNAL_ERROR', message: body.message ?? 'The quote stream failed.', status: 0 }))
        } else if (source.readyState === EventSource.CLOSED) source.close()
      })
      return () => source.close()
    },
    swap: (chainId: number, request: QuoteRequest & { userAddress: string }) =>
      call<SwapResponse>(api.POST('/{chainId}/v1/swap', { params: { path: { chainId } }, body: wire(request) })),
    /** The meta aggregator: a competition, one aggregator's quote (its swap proven by simulation), the ranking. */
    createCompetition: (request: Omit<SluiceSchemas['CreateCompetitionRequest'], 'slippage'> & { slippage: number | string }) =>
      call<SluiceSchemas['Competition']>(api.POST('/competitions', { body: wire(request) })),
    competitionQuote: (competitionId: string, aggregator: string) =>
      call<AggregatorQuote>(api.POST('/quotes', { params: { query: { competitionId, aggregator } } })),
    competitionResults: (competitionId: string) => call<CompetitionResults>(api.GET('/competitions/{id}/results', { params: { path: { id: competitionId } } })),
    /** The cross-chain API (at the server's base, its default place); `undefined` when no chain has a bridge. */
    crossChains: () => call<SluiceSchemas['CrossChainChainsResponse']>(api.GET('/v1/chains')).then((answer) => answer.chains, unlessAbsent),
    currencies: (chainIds: number[]) =>
      call<SluiceSchemas['CrossChainCurrenciesResponse']>(api.GET('/v1/currencies', { params: { query: { chainIds: chainIds.join(',') } } })).then(
        (answer) => answer.currencies,
      ),
    crossChainQuote: (request: Omit<SluiceSchemas['CrossChainQuoteRequest'], 'slippage'> & { slippage: number | string }) =>
      call<CrossChainQuote>(api.POST('/v1/quote', { body: wire(request) })),
    crossChainStatus: (sourceTxHash: string) => call<CrossChainStatus>(api.GET('/v1/transactions/{sourceTxHash}', { params: { path: { sourceTxHash } } })),
    /** The sandbox's chains and funded accounts; `undefined` when the server serves real chains. */
    sandbox: () => callSandbox<{ chains: SandboxChain[] }>('explorer/sandbox').then((answer) => answer.chains, unlessAbsent),
    /** One call to a sandbox node through the server (`eth_getBalance`, `eth_call`, `eth_sendTransaction`, ...). */
    rpc: <answer>(chainId: number, method: string, params: unknown[]) =>
      callSandbox<{ result: answer }>(`explorer/sandbox/${chainId}/rpc`, { method, params }).then((answer) => answer.result),
  }
}
