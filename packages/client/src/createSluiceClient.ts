import createFetchClient, { type Client } from 'openapi-fetch'
import { type CreateCompetitionParameters, type CreateCompetitionReturnType, createCompetition } from './actions/createCompetition.js'
import { type GetChainsParameters, type GetChainsReturnType, getChains } from './actions/getChains.js'
import { type GetCompetitionQuoteParameters, type GetCompetitionQuoteReturnType, getCompetitionQuote } from './actions/getCompetitionQuote.js'
import { type GetCompetitionResultsParameters, type GetCompetitionResultsReturnType, getCompetitionResults } from './actions/getCompetitionResults.js'
import { type GetCompetitionSwapParameters, type GetCompetitionSwapReturnType, getCompetitionSwap } from './actions/getCompetitionSwap.js'
import { type GetCrossChainChainsParameters, type GetCrossChainChainsReturnType, getCrossChainChains } from './actions/getCrossChainChains.js'
import { type GetCrossChainCurrenciesParameters, type GetCrossChainCurrenciesReturnType, getCrossChainCurrencies } from './actions/getCrossChainCurrencies.js'
import { type GetCrossChainQuoteParameters, type GetCrossChainQuoteReturnType, getCrossChainQuote } from './actions/getCrossChainQuote.js'
import { type GetCrossChainStatusParameters, type GetCrossChainStatusReturnType, getCrossChainStatus } from './actions/getCrossChainStatus.js'
import { type GetQuoteParameters, type GetQuoteReturnType, getQuote } from './actions/getQuote.js'
import { type GetRebalanceParameters, type GetRebalanceReturnType, getRebalance } from './actions/getRebalance.js'
import { type GetSourcesParameters, type GetSourcesReturnType, getSources } from './actions/getSources.js'
import { type GetSwapParameters, type GetSwapReturnType, getSwap } from './actions/getSwap.js'
import { type GetTokensParameters, type GetTokensReturnType, getTokens } from './actions/getTokens.js'
import { type GetZapParameters, type GetZapReturnType, getZap } from './actions/getZap.js'
import { type WaitForCrossChainStatusParameters, type WaitForCrossChainStatusReturnType, waitForCrossChainStatus } from './actions/waitForCrossChainStatus.js'
import type { paths } from './generated/openapi.js'

export type CreateSluiceClientParameters = {
  /** The server's base URL, e.g. `http://127.0.0.1:8080`. */
  url: string
  /** The cross-chain API's base URL (the server's URL plus its cross-chain prefix). Default: `url`. */
  crossChainUrl?: string | undefined
  /** Sent as `Authorization: Bearer <apiKey>`: higher rate limits, partner fees. */
  apiKey?: string | undefined
  /** Default: the global `fetch`. */
  fetch?: typeof fetch | undefined
  /** Gives up on an answer after this long (`SluiceRequestTimeoutError`); an action's own `timeoutMs` overrides it. Default: no limit. */
  timeoutMs?: number | undefined
  /**
   * Asks again when the server answers 429 (rate limited) or 503 (briefly unavailable) with
   * `Retry-After`, after waiting that long. Off by default: without it, such answers throw
   * `SluiceApiError` with `retryAfter`.
   */
  retry?: SluiceRetryOptions | undefined
}

export type SluiceRetryOptions = {
  /** Most attempts in all, the first included. Default 3. */
  attempts?: number | undefined
  /** Longest `Retry-After` waited, in seconds; a longer one is thrown at once. Default 60. */
  maxRetryAfter?: number | undefined
}

export type SluiceClient = {
  url: string
  crossChainUrl: string
  /** Each request's time limit in ms, unless an action sets its own. */
  timeoutMs: number | undefined
  /** The retry of rate-limited answers; `undefined`: off. */
  retry: { attempts: number; maxRetryAfter: number } | undefined
  /** The typed openapi-fetch client of the aggregator and meta aggregator APIs, for what the actions do not cover. */
  api: Client<paths>
  /** The same for the cross-chain API. */
  crossChainApi: Client<paths>
  getQuote: (parameters: GetQuoteParameters) => Promise<GetQuoteReturnType>
  getSwap: (parameters: GetSwapParameters) => Promise<GetSwapReturnType>
  getZap: (parameters: GetZapParameters) => Promise<GetZapReturnType>
  getRebalance: (parameters: GetRebalanceParameters) => Promise<GetRebalanceReturnType>
  getSources: (parameters: GetSourcesParameters) => Promise<GetSourcesReturnType>
  getTokens: (parameters: GetTokensParameters) => Promise<GetTokensReturnType>
  getChains: (parameters?: GetChainsParameters) => Promise<GetChainsReturnType>
  createCompetition: (parameters: CreateCompetitionParameters) => Promise<CreateCompetitionReturnType>
  getCompetitionQuote: (parameters: GetCompetitionQuoteParameters) => Promise<GetCompetitionQuoteReturnType>
  getCompetitionResults: (parameters: GetCompetitionResultsParameters) => Promise<GetCompetitionResultsReturnType>
  getCompetitionSwap: (parameters: GetCompetitionSwapParameters) => Promise<GetCompetitionSwapReturnType>
  getCrossChainChains: (parameters?: GetCrossChainChainsParameters) => Promise<GetCrossChainChainsReturnType>
  getCrossChainCurrencies: (parameters: GetCrossChainCurrenciesParameters) => Promise<GetCrossChainCurrenciesReturnType>
  getCrossChainQuote: (parameters: GetCrossChainQuoteParameters) => Promise<GetCrossChainQuoteReturnType>
  getCrossChainStatus: (parameters: GetCrossChainStatusParameters) => Promise<GetCrossChainStatusReturnType>
  waitForCrossChainStatus: (parameters: WaitForCrossChainStatusParameters) => Promise<WaitForCrossChainStatusReturnType>
}

const trimmed = (url: string) => url.replace(/\/+$/, '')

/**
 * A client of a Sluice server's three APIs: the aggregator, the meta aggregator and the
 * cross-chain API. Each action is also a function of its own (`getQuote(client, { ... })`).
 * Requests and answers are the APIs' JSON in viem's terms (`SluiceTypes`): amounts `bigint`,
 * addresses `Address`, calldata and hashes `Hex`, converted from and to the wire's decimal strings
 * here. Errors: `SluiceApiError` (the API's `error` code, HTTP status and `retryAfter`),
 * `SluiceResponseError`, `SluiceNetworkError` (`SluiceAbortError`, `SluiceRequestTimeoutError`,
 * `SluiceConnectionError`).
 */
export function createSluiceClient({ url, crossChainUrl = url, apiKey, fetch, timeoutMs, retry }: CreateSluiceClientParameters): SluiceClient {
  const options = { headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {}, ...(fetch ? { fetch } : {}) }
  const client: SluiceClient = {
    url: trimmed(url),
    crossChainUrl: trimmed(crossChainUrl),
    timeoutMs,
    retry: retry && { attempts: retry.attempts ?? 3, maxRetryAfter: retry.maxRetryAfter ?? 60 },
    api: createFetchClient<paths>({ baseUrl: trimmed(url), ...options }),
    crossChainApi: createFetchClient<paths>({ baseUrl: trimmed(crossChainUrl), ...options }),
    getQuote: (parameters) => getQuote(client, parameters),
    getSwap: (parameters) => getSwap(client, parameters),
    getZap: (parameters) => getZap(client, parameters),
    getRebalance: (parameters) => getRebalance(client, parameters),
    getSources: (parameters) => getSources(client, parameters),
    getTokens: (parameters) => getTokens(client, parameters),
    getChains: (parameters) => getChains(client, parameters),
    createCompetition: (parameters) => createCompetition(client, parameters),
    getCompetitionQuote: (parameters) => getCompetitionQuote(client, parameters),
    getCompetitionResults: (parameters) => getCompetitionResults(client, parameters),
    getCompetitionSwap: (parameters) => getCompetitionSwap(client, parameters),
    getCrossChainChains: (parameters) => getCrossChainChains(client, parameters),
    getCrossChainCurrencies: (parameters) => getCrossChainCurrencies(client, parameters),
    getCrossChainQuote: (parameters) => getCrossChainQuote(client, parameters),
    getCrossChainStatus: (parameters) => getCrossChainStatus(client, parameters),
    waitForCrossChainStatus: (parameters) => waitForCrossChainStatus(client, parameters),
  }
  return client
}
