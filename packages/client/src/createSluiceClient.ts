import createFetchClient from 'openapi-fetch'
import { createCompetition } from './actions/createCompetition.js'
import { getChains } from './actions/getChains.js'
import { getCompetitionQuote } from './actions/getCompetitionQuote.js'
import { getCompetitionResults } from './actions/getCompetitionResults.js'
import { getCompetitionSwap } from './actions/getCompetitionSwap.js'
import { getCrossChainChains } from './actions/getCrossChainChains.js'
import { getCrossChainCurrencies } from './actions/getCrossChainCurrencies.js'
import { getCrossChainQuote } from './actions/getCrossChainQuote.js'
import { getCrossChainStatus } from './actions/getCrossChainStatus.js'
import { getQuote } from './actions/getQuote.js'
import { getRebalance } from './actions/getRebalance.js'
import { getSources } from './actions/getSources.js'
import { getSwap } from './actions/getSwap.js'
import { getTokens } from './actions/getTokens.js'
import { getZap } from './actions/getZap.js'
import { waitForCrossChainStatus } from './actions/waitForCrossChainStatus.js'
import type { paths } from './generated/openapi.js'
import type { SluiceClient } from './SluiceClient.js'

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
