export { type CreateCompetitionParameters, type CreateCompetitionReturnType, createCompetition } from './actions/createCompetition.js'
export { type GetChainsParameters, type GetChainsReturnType, getChains } from './actions/getChains.js'
export { type GetCompetitionQuoteParameters, type GetCompetitionQuoteReturnType, getCompetitionQuote } from './actions/getCompetitionQuote.js'
export { type GetCompetitionResultsParameters, type GetCompetitionResultsReturnType, getCompetitionResults } from './actions/getCompetitionResults.js'
export { type GetCompetitionSwapParameters, type GetCompetitionSwapReturnType, getCompetitionSwap } from './actions/getCompetitionSwap.js'
export { type GetCrossChainChainsParameters, type GetCrossChainChainsReturnType, getCrossChainChains } from './actions/getCrossChainChains.js'
export {
  type GetCrossChainCurrenciesParameters,
  type GetCrossChainCurrenciesReturnType,
  getCrossChainCurrencies,
} from './actions/getCrossChainCurrencies.js'
export { type GetCrossChainQuoteParameters, type GetCrossChainQuoteReturnType, getCrossChainQuote } from './actions/getCrossChainQuote.js'
export { type GetCrossChainStatusParameters, type GetCrossChainStatusReturnType, getCrossChainStatus } from './actions/getCrossChainStatus.js'
export { type GetQuoteParameters, type GetQuoteReturnType, getQuote } from './actions/getQuote.js'
export { type GetRebalanceParameters, type GetRebalanceReturnType, getRebalance } from './actions/getRebalance.js'
export { type GetSourcesParameters, type GetSourcesReturnType, getSources } from './actions/getSources.js'
export { type GetSwapParameters, type GetSwapReturnType, getSwap } from './actions/getSwap.js'
export { type GetTokensParameters, type GetTokensReturnType, getTokens } from './actions/getTokens.js'
export { type GetZapParameters, type GetZapReturnType, getZap } from './actions/getZap.js'
export {
  type WaitForCrossChainStatusParameters,
  type WaitForCrossChainStatusReturnType,
  waitForCrossChainStatus,
} from './actions/waitForCrossChainStatus.js'
export { type WatchQuoteCloseReason, type WatchQuoteParameters, type WatchQuoteReturnType, watchQuote } from './actions/watchQuote.js'
export { type CreateSluiceClientParameters, createSluiceClient, type SluiceRetryOptions } from './createSluiceClient.js'
export {
  SluiceAbortError,
  SluiceApiError,
  type SluiceApiErrorCode,
  type SluiceApiErrorParameters,
  SluiceClientError,
  type SluiceClientErrorParameters,
  SluiceConnectionError,
  SluiceExecutionError,
  SluiceNetworkError,
  type SluiceNetworkErrorParameters,
  SluiceRequestTimeoutError,
  SluiceResponseError,
  SluiceTimeoutError,
} from './errors.js'
export type { FromWire } from './fromWire.js'
export type { components, operations, paths } from './generated/openapi.js'
export type { SluiceClient } from './SluiceClient.js'
export type { AmountInOrOut, RequestOptions, SluiceSchemas, SluiceTypes } from './types.js'
