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
  const call = async <answer>(path: string, body?: unknown): Promise<answer> => {
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
  return {
    chains: () => call<{ serviceAg: { chains: ChainInfo[] } }>('chains').then((answer) => answer.serviceAg.chains),
    tokens: (chainId: number) => call<{ tokens: TokenInfo[] }>(`${chainId}/v1/tokens`).then((answer) => answer.tokens),
    sources: (chainId: number) => call<{ sources: SourceInfo[] }>(`${chainId}/v1/sources`).then((answer) => answer.sources),
    quote: (chainId: number, request: QuoteRequest) => call<QuoteResponse>(`${chainId}/v1/quote`, request),
    swap: (chainId: number, request: QuoteRequest & { userAddress: string }) => call<SwapResponse>(`${chainId}/v1/swap`, request),
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
