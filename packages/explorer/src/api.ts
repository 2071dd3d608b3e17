// The explorer's one way to the server: a small typed fetch layer over the aggregator API and the
// server's sandbox endpoints, kept in this file so that it can give way to `@sluice/client`.

export type TokenInfo = { address: string; symbol: string; name: string; decimals: number; priceUsd: number }

export type SwapStep = {
  poolAddress: string
  dexName: string
  poolFee: number
  tokenIn: string
  tokenOut: string
  amountIn: string
  amountOut: string
}

export type QuoteResponse = {
  tokenIn: string
  tokenOut: string
  amountIn: string
  amountOut: string
  slippage: number
  tokens: TokenInfo[]
  swaps: SwapStep[]
  blockNumber: number
  maxInputAmount?: string | null
  minOutputAmount?: string | null
  priceImpactPct?: number | null
  bestSinglePathAmount?: string | null
}

export type Transaction = { to: string; data: string; value: string; from: string; gas?: string }

export type SwapResponse = {
  userAddress: string
  quote: QuoteResponse
  transactions?: Transaction[] | null
  txCostNative?: string | null
  txCostUsd?: number | null
}

export type QuoteRequest = {
  tokenIn: string
  tokenOut: string
  amountIn?: string
  amountOut?: string
  /** A number; anything else is sent as typed for the API to judge. */
  slippage: number | string
  includedSources?: number[]
  excludedSources?: number[]
}

export type Competition = { competitionId: string; availableAggregators: string[]; chainId: number; expiresAt: string }
export type AggregatorQuote = {
  aggregator: string
  amountIn: string
  amountOut: string
  minAmountOut: string
  gasEstimate: string | null
  competitionId: string
}
export type CompetitionResults = {
  competitionId: string
  chainId: number
  tokenIn: string
  tokenOut: string
  amountIn: string
  quotes: { aggregator: string; amountOut: string; minAmountOut: string; gasEstimate: string | null; quotedAt: string }[]
}

export type CrossChain = { chainId: number; name: string; nativeCurrency: { symbol: string }; destinations: number[] }
export type Currency = { chainId: number; address: string; symbol: string; name: string; decimals: number; isNative: boolean; bridgeable: boolean }
export type CrossChainQuote = {
  requestId: string
  originChainId: number
  destinationChainId: number
  quote: {
    amountIn: string
    amountOut: string
    minAmountOut: string
    bridge: { kind: string; symbol: string; inputAmount: string; outputAmount: string; totalFee: string }
    originSwap: { amountIn: string; amountOut: string } | null
    destinationSwap: { amountIn: string; amountOut: string } | null
  }
  transactions: { chainId: number; from: string; to: string; data: string; value: string }[]
  transactionExplanations: string[]
  timeEstimate: number
}
export type CrossChainStatus = {
  status: { label: 'pending' | 'filled' | 'expired' | 'failed' | 'refunded'; kind: string; final: boolean }
  primaryTransaction: { hash: string }
  destination: { amount: string; fillTxHash: string | null; filledAt: string | null }
}

export type ChainInfo = { chainId: number; name: string }
export type SourceInfo = { id: number; name: string; description: string }
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

export type ExplorerApi = ReturnType<typeof createExplorerApi>

export type CreateExplorerApiParameters = {
  /** The server's base URL (the explorer's page is `{baseUrl}explorer`). */
  baseUrl: string
}

/** The calls the explorer makes, typed; a failure throws `ApiError` with the API's own code and message. */
export function createExplorerApi({ baseUrl }: CreateExplorerApiParameters) {
  /** GET without a body; POST with one (`null`: a POST without a body). */
  const call = async <answer>(path: string, body?: unknown): Promise<answer> => {
    let response: Response
    try {
      response = await fetch(new URL(path, baseUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined || body === null ? {} : { 'content-type': 'application/json' },
        body: body === undefined || body === null ? null : JSON.stringify(body),
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
  return {
    chains: () => call<{ serviceAg: { chains: ChainInfo[] }; meta: { chains: ChainInfo[] } }>('chains'),
    tokens: (chainId: number) => call<{ tokens: TokenInfo[] }>(`${chainId}/v1/tokens`).then((answer) => answer.tokens),
    sources: (chainId: number) => call<{ sources: SourceInfo[] }>(`${chainId}/v1/sources`).then((answer) => answer.sources),
    quote: (chainId: number, request: QuoteRequest) => call<QuoteResponse>(`${chainId}/v1/quote`, request),
    swap: (chainId: number, request: QuoteRequest & { userAddress: string }) => call<SwapResponse>(`${chainId}/v1/swap`, request),
    /** The meta aggregator: a competition, one aggregator's quote (its swap proven by simulation), the ranking. */
    createCompetition: (request: {
      chainId: number
      tokenIn: string
      tokenOut: string
      amountIn: string
      userAddress: string
      slippage: number | string
      tokenInDecimals: number
    }) => call<Competition>('competitions', request),
    competitionQuote: (competitionId: string, aggregator: string) =>
      call<AggregatorQuote>(`quotes?${new URLSearchParams({ aggregator, competitionId })}`, null),
    competitionResults: (competitionId: string) => call<CompetitionResults>(`competitions/${encodeURIComponent(competitionId)}/results`),
    /** The cross-chain API (at the server's base, its default place); `undefined` when no chain has a bridge. */
    crossChains: () =>
      call<{ chains: CrossChain[] }>('v1/chains').then(
        (answer) => answer.chains,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return undefined
          throw error
        },
      ),
    currencies: (chainIds: number[]) => call<{ currencies: Currency[] }>(`v1/currencies?chainIds=${chainIds.join(',')}`).then((answer) => answer.currencies),
    crossChainQuote: (request: {
      userAddress: string
      originChainId: number
      destinationChainId: number
      tokenIn: string
      tokenOut: string
      amountIn: string
      slippage: number | string
    }) => call<CrossChainQuote>('v1/quote', request),
    crossChainStatus: (sourceTxHash: string) => call<CrossChainStatus>(`v1/transactions/${sourceTxHash}`),
    /** The sandbox's chains and funded accounts; `undefined` when the server serves real chains. */
    sandbox: () =>
      call<{ chains: SandboxChain[] }>('explorer/sandbox').then(
        (answer) => answer.chains,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return undefined
          throw error
        },
      ),
    /** One call to a sandbox node through the server (`eth_getBalance`, `eth_call`, `eth_sendTransaction`, ...). */
    rpc: <answer>(chainId: number, method: string, params: unknown[]) =>
      call<{ result: answer }>(`explorer/sandbox/${chainId}/rpc`, { method, params }).then((answer) => answer.result),
  }
}
