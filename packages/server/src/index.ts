export { addKeyToFile, type AddKeyToFileParameters } from './auth/addKeyToFile.js'
export type { ApiKeyEntry } from './auth/ApiKeyEntry.js'
export { createApiKey, type CreateApiKeyParameters, type CreateApiKeyReturnType } from './auth/createApiKey.js'
export { createKeyStore, type CreateKeyStoreParameters, type KeyStore } from './auth/createKeyStore.js'
export { hashApiKey, type HashApiKeyParameters } from './auth/hashApiKey.js'
export { readKeysFile, type ReadKeysFileParameters } from './auth/readKeysFile.js'
export { verifyApiKey, type VerifyApiKeyParameters } from './auth/verifyApiKey.js'
export { clientBucket, type ClientBucketParameters } from './clientAddress/clientBucket.js'
export { resolveClientAddress, type ResolveClientAddressParameters } from './clientAddress/resolveClientAddress.js'
export type { TrustProxy } from './clientAddress/TrustProxy.js'
export { configFromManifest, type ConfigFromManifestParameters } from './config/configFromManifest.js'
export { loadConfig, type LoadConfigParameters } from './config/loadConfig.js'
export { type ChainConfig, type ServerConfig, serverConfigSchema, type SourceConfig } from './config/serverConfigSchema.js'
export { createServerContainer, type CreateServerContainerParameters, injectionTokens } from './container.js'
export { createApp, type CreateAppParameters } from './createApp.js'
export { createEngineFromContainer, type CreateEngineFromContainerParameters } from './engine/createEngineFromContainer.js'
export { EndpointNotFoundError, RateLimitedError, UnauthorizedError } from './errors.js'
export { quoteResponseSchema, rebalanceResponseSchema, swapResponseSchema, zapResponseSchema } from './http/schemas.js'
export type { Competition, CompetitionStore, StoredQuote } from './meta/Competition.js'
export { createMemoryCompetitionStore, type CreateMemoryCompetitionStoreParameters } from './meta/createMemoryCompetitionStore.js'
export { createMetaAggregator, type CreateMetaAggregatorParameters, type MetaAggregator, type MetaChain } from './meta/createMetaAggregator.js'
export type { CrossChainService } from './crossChain/createCrossChainService.js'
export { createRedisCompetitionStore, type CreateRedisCompetitionStoreParameters } from './meta/createRedisCompetitionStore.js'
export { createServerMetaAggregator, type CreateServerMetaAggregatorParameters } from './meta/createServerMetaAggregator.js'
export { defaultAggregatorPlugins } from './meta/defaultAggregatorPlugins.js'
export { type AggregatorEntry, type MetaConfig, metaConfigSchema } from './meta/metaConfigSchema.js'
export {
  AggregatorCallError,
  AggregatorNotAvailableError,
  CompetitionExpiredError,
  CompetitionNotFoundError,
  CompetitionStoreUnavailableError,
  MetaError,
  type MetaErrorCode,
  QuoteNotFoundError,
  QuoteOutdatedError,
  SwapSimulationFailedError,
} from './meta/metaErrors.js'
export {
  aggregatorQuoteResponseSchema,
  competitionResponseSchema,
  createCompetitionRequestSchema,
  metaErrorResponseSchema,
  resultsResponseSchema,
  swapDataResponseSchema,
} from './meta/metaSchemas.js'
export { rankQuotes, type RankedQuote, type RankQuotesParameters } from './meta/rankQuotes.js'
export { simulateAggregatorSwap, type SimulateAggregatorSwapParameters } from './meta/simulateAggregatorSwap.js'
export { type ErrorStatusRow, errorStatusTable } from './http/errorStatusTable.js'
export { toErrorResponse, type ToErrorResponseParameters, type ToErrorResponseReturnType } from './http/toErrorResponse.js'
export { listen, type ListenParameters, type ListenReturnType } from './listen.js'
export { createMetrics, type CreateMetricsParameters, type Metrics } from './metrics/createMetrics.js'
export { createMetricsApp, type CreateMetricsAppParameters } from './metrics/createMetricsApp.js'
export { startServer, type StartServerParameters, type StartServerReturnType } from './startServer.js'
export { createOpenApiDocument, type CreateOpenApiDocumentParameters, type OpenApiDocument } from './openapi/createOpenApiDocument.js'
export {
  createRateLimiter,
  type CreateRateLimiterParameters,
  type RateLimiter,
  type RateLimits,
  type RateLimitState,
  type RateLimitTier,
} from './rateLimit/createRateLimiter.js'
