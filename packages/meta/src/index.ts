export type { Competition, CompetitionCreator, CompetitionStore, StoredQuote } from './Competition.js'
export { type CreateAggregatorAdaptersParameters, createAggregatorAdapters } from './createAggregatorAdapters.js'
export { type CreateMemoryCompetitionStoreParameters, createMemoryCompetitionStore } from './createMemoryCompetitionStore.js'
export {
  type AggregatorCallParameters,
  type CompetitionResults,
  type CreateCompetitionParameters,
  type CreatedCompetition,
  type CreateMetaAggregatorParameters,
  createMetaAggregator,
  type MetaAggregator,
  type MetaCaller,
  type MetaChain,
  type MetaLogger,
  type MetaQuote,
  type MetaSwap,
} from './createMetaAggregator.js'
export { type CreateRedisCompetitionStoreParameters, createRedisCompetitionStore } from './createRedisCompetitionStore.js'
export {
  type CreateSluiceAggregatorParameters,
  createSluiceAggregator,
  type SluiceEngineLike,
  type SluiceEngineQuoteParameters,
} from './createSluiceAggregator.js'
export { type GuardTransactionParameters, guardTransaction, type SwapTransaction } from './guardTransaction.js'
export { type MetaErrorCode, metaErrorCodes } from './metaErrorCodes.js'
export {
  AggregatorCallError,
  type AggregatorFailure,
  AggregatorNotAvailableError,
  type CompetitionCap,
  CompetitionExpiredError,
  CompetitionNotFoundError,
  CompetitionStoreFullError,
  CompetitionStoreUnavailableError,
  MetaError,
  QuoteNotFoundError,
  QuoteOutdatedError,
  SwapRefusedError,
  SwapSimulationFailedError,
} from './metaErrors.js'
export { type RankedQuote, type RankQuotesParameters, rankQuotes } from './rankQuotes.js'
export { type VerifyAggregatorSwapParameters, type VerifyAggregatorSwapReturnType, verifyAggregatorSwap } from './verifyAggregatorSwap.js'
