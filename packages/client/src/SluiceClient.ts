import type { Client } from 'openapi-fetch'
import type { CreateCompetitionParameters, CreateCompetitionReturnType } from './actions/createCompetition.js'
import type { GetChainsParameters, GetChainsReturnType } from './actions/getChains.js'
import type { GetCompetitionQuoteParameters, GetCompetitionQuoteReturnType } from './actions/getCompetitionQuote.js'
import type { GetCompetitionResultsParameters, GetCompetitionResultsReturnType } from './actions/getCompetitionResults.js'
import type { GetCompetitionSwapParameters, GetCompetitionSwapReturnType } from './actions/getCompetitionSwap.js'
import type { GetCrossChainChainsParameters, GetCrossChainChainsReturnType } from './actions/getCrossChainChains.js'
import type { GetCrossChainCurrenciesParameters, GetCrossChainCurrenciesReturnType } from './actions/getCrossChainCurrencies.js'
import type { GetCrossChainQuoteParameters, GetCrossChainQuoteReturnType } from './actions/getCrossChainQuote.js'
import type { GetCrossChainStatusParameters, GetCrossChainStatusReturnType } from './actions/getCrossChainStatus.js'
import type { GetQuoteParameters, GetQuoteReturnType } from './actions/getQuote.js'
import type { GetRebalanceParameters, GetRebalanceReturnType } from './actions/getRebalance.js'
import type { GetSourcesParameters, GetSourcesReturnType } from './actions/getSources.js'
import type { GetSwapParameters, GetSwapReturnType } from './actions/getSwap.js'
import type { GetTokensParameters, GetTokensReturnType } from './actions/getTokens.js'
import type { GetZapParameters, GetZapReturnType } from './actions/getZap.js'
import type { WaitForCrossChainStatusParameters, WaitForCrossChainStatusReturnType } from './actions/waitForCrossChainStatus.js'
import type { paths } from './generated/openapi.js'

/** A Sluice client (`createSluiceClient`): its settings, the typed openapi-fetch clients and each action bound to it. */
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
